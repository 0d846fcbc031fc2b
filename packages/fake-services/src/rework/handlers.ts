import { type Registry, reworkMessages, shortPartOf } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import { boxRelabel } from '../db/schema/history/index.js';
import { lookups } from '../demand/handlers.js';
import { badRequest } from '../http/errors.js';
import type { HandlerContext, HandlersOf } from '../http/handlers.js';
import { print } from '../labels/print.js';
import { companyPlants } from '../plants/company-plants.js';
import { listPlants, plantHandlers } from '../plants/handlers.js';
import {
  boxQuantity,
  boxRelabelGrid,
  destDetails,
  destProblem,
  newBoxProblem,
  noBoxGrid,
  relabelRecords,
  saveRelabel,
  undoRelabel,
} from './box-relabel.js';
import { destinationProblem, harnessCount, relabelOrder, sourceProblem } from './harness-relabel.js';
import { findBox, harnessesIn } from './harnesses.js';

type Rework = Registry['rework'];
const userOf = (ctx: HandlerContext) => ctx.user?.sub ?? '';
const valid = (message: string | null) => ({ isValid: message === null, message: message ?? '' });

/** The short part a box's destinations must share: that of its first harness, if any. */
function boxShortPart(ctx: HandlerContext, plantId: string, old: string): string | null {
  const found = findBox(ctx.plant, plantId, old);
  const first = found ? harnessesIn(ctx.plant, found.id)[0] : undefined;
  return first ? shortPartOf(first.harnessSerialNo, 'Mexico') : null;
}

/** Rework service (spec 2 sections 2 to 9): relabels and re-inspected boxes on the plant history. */
export const reworkHandlers: HandlersOf<Rework> = {
  HarnessLabelRelabel: {
    ...plantHandlers,
    printers: lookups.printers,
    defaultPrinter: lookups.defaultPrinter,
    printerSpeed: lookups.printerSpeed,
    getHarness: async (q, { plant }) => harnessCount(plant, q.plantID, q.boxSNO),
    checkValidData: async (q, { plant, central }) =>
      (q.operationType === 'SOURCE'
        ? sourceProblem(plant, q.plantID, q.boxSNO, q.sourceHarness)
        : destinationProblem(
            plant,
            companyPlants(central),
            q.plantID,
            q.sourceHarness,
            q.destinationHarness ?? '',
            q.harnessType,
          )) ?? '',
    print: async (q, ctx) =>
      (
        await print(
          ctx.plant,
          relabelOrder(ctx.plant, companyPlants(ctx.central), q),
          { user: userOf(ctx), language: ctx.language ?? undefined, ip: ctx.clientIp },
          ctx.printing,
        )
      ).reply,
  },
  BoxRelabeling: {
    ...plantHandlers,
    quantity: async (q, { plant }) => boxQuantity(plant, q.plantId, q.boxLabelOld),
    check: async (q, { plant }) => valid(newBoxProblem(plant, q.plantId, q.boxLabelOld, q.boxLabelNew)),
    list: async (q, { plant }) => boxRelabelGrid(plant, q.plantId, q.boxLabelOld),
    isValid: async (q, ctx) =>
      valid(
        destProblem(
          ctx.plant,
          q.plantId,
          q.destHarness,
          'Mexico',
          boxShortPart(ctx, q.plantId, q.boxLabelOld),
          q.others ?? [],
        ),
      ),
    save: async (q, ctx) => {
      const key = {
        kind: 'BOX',
        plantId: q.PlantId,
        boxLabelOld: q.boxLabelOld,
        boxLabelNew: q.boxLabelNew,
        option: q.HarnessOption,
        type: 'Mexico',
      } as const;
      saveRelabel(ctx.plant, key, q.rows, null, userOf(ctx));
      return { message: reworkMessages.relabelSaved };
    },
    delete: async (q, { plant }) => {
      const records = relabelRecords(plant, 'BOX', q.PlantId, { old: q.boxLabelOld, new: q.boxLabelNew });
      if (records.length === 0) throw badRequest(reworkMessages.notRelabeled(q.boxLabelOld));
      undoRelabel(plant, records);
      return { message: reworkMessages.relabelDeleted };
    },
  },
  NoboxRelabeling: {
    ...plantHandlers,
    quantity: async (q, { plant }) => boxQuantity(plant, q.plantId, q.boxSNO),
    list: async (q, { plant }) => noBoxGrid(plant, q.plantId, q.boxSNO),
    isValid: async (q, { plant }) => {
      const others = q.others ?? [];
      const shortPart = others[0] ? shortPartOf(others[0], q.sourceHarness) : null;
      const reply = valid(destProblem(plant, q.plantId, q.destHarness, q.sourceHarness, shortPart, others));
      return reply.isValid
        ? { ...reply, harness: destDetails(plant, q.plantId, q.destHarness, q.sourceHarness) }
        : reply;
    },
    save: async (q, ctx) => {
      const key = {
        kind: 'NOBOX',
        plantId: q.PlantId,
        boxLabelOld: null,
        boxLabelNew: q.BoxSNO,
        option: q.HarnessOption,
        type: q.SourceHarness,
      } as const;
      saveRelabel(ctx.plant, key, q.rows, q.QTY, userOf(ctx));
      return { message: reworkMessages.relabelSaved };
    },
    delete: async (q, { plant }) => {
      const records = relabelRecords(plant, 'NOBOX', q.PlantId, { new: q.BoxSNO });
      if (records.length === 0) throw badRequest(reworkMessages.notRelabeled(q.BoxSNO));
      undoRelabel(plant, records);
      return { message: reworkMessages.relabelDeleted };
    },
  },
  DeleteReinspectedBox: {
    ...plantHandlers,
    activePlant: async (_input, ctx) => listPlants(ctx).slice(0, 1),
    boxSno: async (q, { plant }) => {
      const saved = relabelRecords(plant, 'BOX', q.plantId, { old: q.boxLabelOld })[0];
      return saved ? { newBoxLabel: saved.boxLabelNew } : { message: reworkMessages.notRelabeled(q.boxLabelOld) };
    },
    list: async (q, { plant }) =>
      relabelRecords(plant, 'BOX', q.plantId, { old: q.boxLabelOld, new: q.boxLabelNew }).map((r) => ({
        id: r.id,
        oldHarnessSno: r.oldHarnessSno,
        oldSewsPartNo: r.oldSewsPartNo,
        oldSewsDesign: r.oldSewsDesign,
        newHarnessSno: r.newHarnessSno,
        newSewsPartNo: r.newSewsPartNo,
        newSewsDesign: r.newSewsDesign,
      })),
    delete: async (q, { plant }) => {
      const found = plant.select().from(boxRelabel).where(eq(boxRelabel.id, q.id)).get();
      const matches =
        found?.kind === 'BOX' &&
        found.plantId.toUpperCase() === q.PlantId.toUpperCase() &&
        (!q.boxLabelOld || found.boxLabelOld?.toUpperCase() === q.boxLabelOld.toUpperCase()) &&
        (!q.boxLabelNew || found.boxLabelNew.toUpperCase() === q.boxLabelNew.toUpperCase());
      if (!found || !matches) throw badRequest(`Re-inspected record ${q.id} does not exist.`);
      undoRelabel(plant, [found]);
      return { message: reworkMessages.reinspectedDeleted };
    },
  },
};
