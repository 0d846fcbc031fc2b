import {
  type HarnessType,
  type RelabelPrintRequest,
  relabelRowProblems,
  reworkMessages,
  shortPartOf,
} from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { harnessRelabel, harnessSerial } from '../db/schema/history/index.js';
import { findPart, harnessFormat } from '../demand/parts.js';
import { refuse } from '../http/errors.js';
import { symbologies } from '../labels/layout.js';
import type { PrintOrder } from '../labels/print.js';
import { sequenceKindOf, sequenceLabelType, takenSerials } from '../labels/serials.js';
import { type CompanyPlant, plantOfSerial } from '../plants/company-plants.js';
import { findBox, findHarness, type Harness, harnessesIn, reworkRefusal } from './harnesses.js';

const SCREEN = 'HarnessLabelRelabel';

/** GetHarness: how many harnesses the box holds, or why it has none to relabel. */
export function harnessCount(db: PlantDb, plantId: string, boxSNO: string): number | string {
  const found = findBox(db, plantId, boxSNO);
  if (!found) return reworkMessages.unknownBox(boxSNO);
  if (found.status === 'shipped') return `Box ${boxSNO} has shipped.`;
  const count = harnessesIn(db, found.id).length;
  return count > 0 ? count : `Box ${boxSNO} holds no harness.`;
}

/** Why a source may not be relabeled from this box, or null. */
export function sourceProblem(db: PlantDb, plantId: string, boxSNO: string, source: string): string | null {
  const refusal = reworkRefusal(db, plantId, source);
  if (refusal) return refusal;
  const harness = findHarness(db, plantId, source);
  const inBox = findBox(db, plantId, boxSNO);
  return harness && inBox && harness.boxId === inBox.id ? null : reworkMessages.notInBox(source, boxSNO);
}

/**
 * Why a destination may not be printed for this source, or null. It must be a serial the plant
 * hands out by hand: never one a label sequence of the plant issued or will issue, never beginning
 * with another plant of the company (`plants`, any server: that plant's sequence may issue it,
 * where this server's database cannot see), and never printed before: a serial is never printed twice.
 */
export function destinationProblem(
  db: PlantDb,
  plants: readonly CompanyPlant[],
  plantId: string,
  source: string,
  destination: string,
  type: HarnessType,
): string | null {
  if (!source) return reworkMessages.fillSourceFirst;
  const shortPart = shortPartOf(source, type);
  if (!destination.toUpperCase().includes(shortPart.toUpperCase()))
    return reworkMessages.destinationNeedsShortPart(shortPart);
  if (destination.toUpperCase() === source.toUpperCase()) return reworkMessages.recordExists;
  const named = plantOfSerial(plants, destination);
  if (named && named.plantId.toUpperCase() !== plantId.toUpperCase())
    return reworkMessages.otherPlant(destination, named.plantId, named.serverName);
  const kind = sequenceKindOf(plantId, destination);
  if (kind) return reworkMessages.inSequence(destination, sequenceLabelType(kind, plantId));
  return takenSerials(db, 'HARNESS', [destination]).size > 0 ? reworkMessages.alreadyPrinted(destination) : null;
}

/**
 * The relabel as a print order: every row checked again (the grid's rules and the plant's), the
 * destinations printed as the job's serials, and on success each destination takes its source's
 * place in the box while the source leaves it, linked source -> destination.
 */
export function relabelOrder(db: PlantDb, plants: readonly CompanyPlant[], q: RelabelPrintRequest): PrintOrder {
  refuse(relabelRowProblems(q.harnessData, q.harnessType));
  refuse(
    q.harnessData.flatMap((r) => [
      sourceProblem(db, q.plantID, q.boxSNO, r.sourceHarness),
      destinationProblem(db, plants, q.plantID, r.sourceHarness, r.destinationHarness, q.harnessType),
    ]),
  );
  const sources = q.harnessData.map(
    (r) => findHarness(db, q.plantID, r.sourceHarness) as NonNullable<ReturnType<typeof findHarness>>,
  );
  const first = sources[0] as (typeof sources)[number];
  const part = findPart(db, q.plantID, { sewsPartNo: first.sewsPartNo, designLevel: first.sewsDesignLevel });
  const format = harnessFormat(db, part.label.harnessLabelFormat, part.label.custGroup);
  const { oneD } = symbologies(format.barcodeType);
  const destinations = q.harnessData.map((r) => r.destinationHarness.toUpperCase());
  return {
    screen: SCREEN,
    plantId: part.plant.plantId,
    sequence: 'HARNESS',
    chosen: destinations,
    printerName: q.printerName,
    printerKind: 'HARNESS',
    labels: destinations.length,
    copies: q.copies,
    speed: format.enableSpeed ? q.speed : format.speed,
    darkness: format.darkness,
    labelFormat: format.labelFormat,
    part: { sewsPartNo: first.sewsPartNo, sewsDesignLevel: first.sewsDesignLevel },
    content: (serial, i) => {
      const source = sources[i] as (typeof sources)[number];
      return {
        title: 'HARNESS RELABEL',
        corner: `${part.plant.identifier} ${format.labelFormat}`,
        serial,
        partNo: source.sewsPartNo,
        oneD,
        lines: [
          ['DESIGN', source.sewsDesignLevel],
          ['SHORT PART', shortPartOf(source.harnessSerialNo, q.harnessType)],
          ['CUSTOMER', source.customerId],
          ['CUST PART', source.custPartNo],
          ['REPLACES', source.harnessSerialNo],
          ['BOX', q.boxSNO],
        ],
      };
    },
    record(tx, serials, printedAt, printedBy, printJobId) {
      const pairs = serials.map((destination, i) => ({ source: sources[i] as Harness, destination }));
      linkRelabel(
        tx,
        { plantId: q.plantID, boxSNO: q.boxSNO, type: q.harnessType, printerName: q.printerName },
        pairs,
        {
          at: printedAt,
          by: printedBy,
          printJobId,
        },
      );
    },
  };
}

/**
 * Writes relabels into the history: each destination label takes its source's place (its part,
 * box and status), the source leaves the box, and the link source -> destination is kept.
 */
export function linkRelabel(
  tx: PlantDb,
  r: { plantId: string; boxSNO: string; type: HarnessType; printerName: string | null },
  pairs: readonly { source: Harness; destination: string }[],
  done: { at: string; by: string; printJobId: number | null },
): void {
  for (const { source, destination } of pairs) {
    const { id, harnessSerialNo, ...same } = source;
    tx.insert(harnessSerial)
      .values({
        ...same,
        harnessSerialNo: destination,
        printedAt: done.at,
        printedBy: done.by,
        printerName: r.printerName,
      })
      .run();
    tx.update(harnessSerial).set({ boxId: null }).where(eq(harnessSerial.id, id)).run();
    tx.insert(harnessRelabel)
      .values({
        plantId: r.plantId,
        boxSerialNo: r.boxSNO,
        sourceHarnessSno: harnessSerialNo,
        destHarnessSno: destination,
        harnessType: r.type,
        printJobId: done.printJobId,
        relabeledAt: done.at,
        relabeledBy: done.by,
      })
      .run();
  }
}
