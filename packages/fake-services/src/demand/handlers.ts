import { demandMessages, type PrintScreen, type Registry, registry } from '@fgss/contracts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { plants } from '../db/schema/parts/plants.js';
import { xref } from '../db/schema/parts/xref.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import type { Handler, HandlerContext, HandlersOf } from '../http/handlers.js';
import { nextLabel, nextSerial, type PrintOrder, print } from '../labels/print.js';
import { printerAddress, printerState, zplPrinter } from '../labels/printer-check.js';
import { activePlantId, plantHandlers } from '../plants/handlers.js';
import { printCenterHours } from '../print-center/hours.js';
import { printCenterSnapshot, sharedSnapshot } from '../print-center/snapshot.js';
import { catalogue } from './catalogue.js';
import { boxOrder, emptyBoxOrder, harnessOrder, palletOrder, partOrder, zebraOrder } from './orders.js';
import { boxFormat, findPart, parameter, productionLineLotShown } from './parts.js';
import { confirm, jobPreview, printHistory, printMissing, reprint } from './print-history.js';
import { palletTab, printerTab, sequenceTab, updateStatus } from './status.js';

type Demand = Registry['demand'];

/** The plant a grid or print is for: the one asked for, else the server's active plant. */
const plantFor = (ctx: HandlerContext, plantid: string | undefined) => plantid || activePlantId(ctx);
const userOf = (ctx: HandlerContext) => ctx.user?.sub ?? '';

export const lookups = {
  /** Only printers that take ZPL over TCP: the labels are ZPL, sent to host and port. */
  printers: async (_: unknown, { plant }: HandlerContext) =>
    plant
      .select({ id: labelPrinters.id, value: labelPrinters.printerName })
      .from(labelPrinters)
      .where(zplPrinter)
      .orderBy(asc(labelPrinters.printerName))
      .all(),
  /** The plant's label printer, else the DEFAULT_PRINTER parameter; [] when neither is set. */
  defaultPrinter: async (input: { plantID?: string }, ctx: HandlerContext) => {
    const plantId = plantFor(ctx, input.plantID);
    const own = ctx.plant
      .select({ printer: plants.label_printer })
      .from(plants)
      .where(eq(plants.plantId, plantId))
      .get();
    const name = own?.printer || parameter(ctx.plant, 'DEFAULT_PRINTER');
    return name ? [{ LABEL_PRINTER: name }] : [];
  },
  printerSpeed: async (_: unknown, { plant }: HandlerContext) => Number(parameter(plant, 'PRINTER_SPEED') ?? 2) || 2,
  displayColorAndBroadcast: async (_: unknown, { plant }: HandlerContext) =>
    (parameter(plant, 'DISPLAY_COLOR_BROADCAST') ?? 'YES').toUpperCase() === 'YES',
  productionLineLot: async (_: unknown, { plant }: HandlerContext) => [
    { parameter_Value: productionLineLotShown(plant) ? 'YES' : 'NO' },
  ],
  customers: async (_: unknown, { plant }: HandlerContext) =>
    plant
      .selectDistinct({ id: xref.customerId })
      .from(xref)
      .where(isNotNull(xref.customerId))
      .orderBy(asc(xref.customerId))
      .all()
      .map(({ id }) => ({ id: id as string, value: id as string })),
};

export const printerStatus = async (q: { printerName: string }, ctx: HandlerContext) =>
  printerState(await printerAddress(ctx.plant, q.printerName, ctx.printing), ctx.printing);

const printOf = async (order: PrintOrder, ctx: HandlerContext) =>
  print(ctx.plant, order, { user: userOf(ctx), language: ctx.language ?? undefined, ip: ctx.clientIp }, ctx.printing);

/** A label drawn for the caller by the render pool, off the event loop. */
const drawFor = (ctx: HandlerContext) => (zpl: string, serial: string | null, dotsPerMm?: number) =>
  ctx.renders.preview(ctx.user, zpl, serial, dotsPerMm);

const previewOf = (order: PrintOrder, ctx: HandlerContext) => {
  const { zpl, serial } = nextLabel(ctx.plant, order, ctx.language ?? undefined);
  return drawFor(ctx)(zpl, serial);
};

/** Print and Preview of a screen from its order builder. */
function printing<Q>(order: (db: PlantDb, q: Q, ctx: HandlerContext) => PrintOrder) {
  return {
    print: async (q: Q, ctx: HandlerContext) => (await printOf(order(ctx.plant, q, ctx), ctx)).reply,
    preview: async (q: Q, ctx: HandlerContext) => previewOf(order(ctx.plant, q, ctx), ctx),
  };
}

const getDetail: Handler<Demand['SpecialBoxLabelPrinting']['getDetail']> = async (q, { plant }) => {
  const part = findPart(plant, q.plantid, { sewsPartNo: q.sewsPartNo, designLevel: q.sewsDesginLevel });
  boxFormat(plant, part.label.boxLabelFormat);
  const x = part.xref;
  return {
    custDesignLevel: part.label.custDesignLevel,
    custDesc: part.label.custDesc,
    lblHrPartNo: x.custPartNo ?? x.sewS_PART_NO,
    lblBarPartNo: `P${x.custPartNo ?? x.sewS_PART_NO}`,
    lblHrDesign: part.label.custDesignLevel ?? x.sewS_DESIGN_LEVEL,
    lbBarDesign: `D${part.label.custDesignLevel ?? x.sewS_DESIGN_LEVEL}`,
    piecesperbox: part.label.piecesPerBox,
    keyvalue: String(x.id),
  };
};

type Reply<T> = T extends { response: { _zod: { output: infer R } } } ? R : never;
const rows = <C>(reply: { data: unknown[]; totalCount?: number }) => reply as Reply<C>;

/** The handlers print screens share, by call name: plants, lookups, the box detail and the printer's state. */
const shared = { ...plantHandlers, ...lookups, getDetail, printerStatus };
type Shared = keyof typeof shared;

/**
 * A print screen's handlers: the shared one for each plant, lookup, detail and status call its contract
 * declares, and its own (grid, Print, Preview), built for the screen's name.
 */
function printScreen<S extends PrintScreen>(
  screen: S,
  own: (screen: S) => Omit<HandlersOf<Demand[S]>, Shared>,
): HandlersOf<Demand[S]> {
  const declared = Object.keys(registry.demand[screen]).filter((call): call is Shared => call in shared);
  return { ...Object.fromEntries(declared.map((call) => [call, shared[call]])), ...own(screen) } as HandlersOf<
    Demand[S]
  >;
}

/** Demand printing service (spec 2 section 7). */
export const demandHandlers: HandlersOf<Demand> = {
  BoxLabelPrinting: printScreen('BoxLabelPrinting', (screen) => ({
    list: async (o, ctx) => rows<Demand[typeof screen]['list']>(catalogue.box(ctx.plant, plantFor(ctx, o.plantid), o)),
    ...printing((db, q: Parameters<typeof boxOrder>[2]) => boxOrder(db, screen, q)),
  })),
  HarnessLabelPrinting: printScreen('HarnessLabelPrinting', (screen) => ({
    list: async (o, ctx) =>
      rows<Demand[typeof screen]['list']>(catalogue.harness(ctx.plant, plantFor(ctx, o.plantid), o, 'part')),
    ...printing((db, q: Parameters<typeof harnessOrder>[2]) => harnessOrder(db, screen, q, false)),
  })),
  SpecialHarnessLabelPrinting: printScreen('SpecialHarnessLabelPrinting', (screen) => ({
    list: async (o, ctx) =>
      rows<Demand[typeof screen]['list']>(catalogue.harness(ctx.plant, plantFor(ctx, o.plantid), o, 'HLSP')),
    ...printing((db, q: Parameters<typeof harnessOrder>[2]) => harnessOrder(db, screen, q, true)),
  })),
  ZebraLabelPrinting: printScreen('ZebraLabelPrinting', (screen) => ({
    list: async (o, ctx) => catalogue.zebra(ctx.plant, plantFor(ctx, o.plantid), o),
    print: async (q, ctx) => {
      const { reply, zpl } = await printOf(zebraOrder(ctx.plant, screen, q), ctx);
      return { ...reply, zebraLabel: zpl };
    },
    preview: async (q, ctx) => previewOf(zebraOrder(ctx.plant, screen, q), ctx),
  })),
  EmptyBoxLabelPrinting: printScreen('EmptyBoxLabelPrinting', (screen) =>
    printing((db, q: Parameters<typeof emptyBoxOrder>[3], ctx) => emptyBoxOrder(db, screen, activePlantId(ctx), q)),
  ),
  PalletLabelPrinting: printScreen('PalletLabelPrinting', (screen) => ({
    nextSerial: async (_, ctx) => nextSerial(ctx.plant, 'PALLET', activePlantId(ctx)),
    print: async (q, ctx) => {
      const plantId = activePlantId(ctx);
      const { reply } = await printOf(palletOrder(ctx.plant, screen, plantId, q), ctx);
      // The spec's words for a pallet the printer counted out; any other outcome says what happened.
      const message = reply.state === 'printed' ? demandMessages.palletPrinted : reply.message;
      return { ...reply, message, nextSerial: nextSerial(ctx.plant, 'PALLET', plantId) };
    },
    preview: async (q, ctx) => previewOf(palletOrder(ctx.plant, screen, activePlantId(ctx), q), ctx),
  })),
  ComponentLabelPrinting: printScreen('ComponentLabelPrinting', (screen) => ({
    list: async (o, ctx) =>
      rows<Demand[typeof screen]['list']>(catalogue.parts(ctx.plant, plantFor(ctx, o.plantid), o, 'CMP1')),
    ...printing((db, q: Parameters<typeof partOrder>[2]) => partOrder(db, screen, q, 'COMPONENT')),
  })),
  SpecialBoxLabelPrinting: printScreen('SpecialBoxLabelPrinting', (screen) => ({
    list: async (o, ctx) => rows<Demand[typeof screen]['list']>(catalogue.box(ctx.plant, plantFor(ctx, o.plantid), o)),
    ...printing((db, q: Parameters<typeof boxOrder>[2]) => boxOrder(db, screen, q)),
  })),
  CustomerLabelPrinting: printScreen('CustomerLabelPrinting', (screen) => ({
    list: async (o, ctx) =>
      rows<Demand[typeof screen]['list']>(
        catalogue.parts(ctx.plant, plantFor(ctx, o.plantid), o, 'CUS1', o.customerId),
      ),
    ...printing((db, q: Parameters<typeof partOrder>[2]) => partOrder(db, screen, q, 'CUSTOMER')),
  })),
  PrintHistory: {
    list: async (o, { plant }) => printHistory(plant, o),
    preview: async (q, ctx) => jobPreview(ctx.plant, q.id, drawFor(ctx)),
    reprint: async (q, ctx) => reprint(ctx.plant, q, { user: userOf(ctx), ip: ctx.clientIp }, ctx.printing),
    printMissing: async (q, ctx) => printMissing(ctx.plant, q, { user: userOf(ctx), ip: ctx.clientIp }, ctx.printing),
    confirm: async (q, ctx) => confirm(ctx.plant, q, userOf(ctx)),
  },
  PrintCenter: {
    snapshot: async (_, ctx) =>
      sharedSnapshot(ctx.plant, async () =>
        printCenterSnapshot(ctx.plant, await ctx.printers.of(ctx.plant).printers(), new Date()),
      ),
    hours: async (_, { plant }) => printCenterHours(plant, new Date()),
  },
  StatusUpdate: {
    harnessStatus: async (o, { plant }) => printerTab(plant, 'HARNESS', o),
    boxStatus: async (o, { plant }) => printerTab(plant, 'BOX', o),
    otherStatus: async (o, { plant }) => sequenceTab(plant, o),
    palletUpdationStatus: async (o, { plant }) => palletTab(plant, o),
    update: async (q, ctx) => updateStatus(ctx.plant, q, { user: userOf(ctx), ip: ctx.clientIp }),
  },
};
