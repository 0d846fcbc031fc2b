import { type PrintReply, printerMessages } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { labelSequence, printerStatus } from '../db/schema/printing/index.js';
import { badRequest } from '../http/errors.js';
import { DESIGN_DOTS_PER_MM, scaleLabel } from './label-resolution.js';
import { LABEL_SIZE, type LabelContent, layoutLabel } from './layout.js';
import { previewOf } from './preview.js';

export { chunks } from './print-job.js';

import { replyOf } from './confirm-job.js';
import { reserveJob, runJob, type SerialClaim } from './print-job.js';
import { checkInService, type PrintSettings, printerAddress } from './printer-check.js';
import { freeSerials, highestInHistory, type SequenceKind, sequenceLabelType } from './serials.js';
import { labelZpl } from './zpl.js';

/** One print as a screen asks for it; the engine does the rest. */
export interface PrintOrder {
  screen: string;
  plantId: string;
  /** The sequence the serials come from; null for labels without serials (Zebra part labels). */
  sequence: SequenceKind | null;
  /**
   * Serials the caller chose and checked instead (a relabel's destinations), claimed as labels of
   * the sequence's kind: the sequence gives none of them.
   */
  chosen?: string[];
  printerName: string;
  /** The Status Update tab the printer is listed on, when it has one. */
  printerKind?: 'HARNESS' | 'BOX';
  labels: number;
  copies: number;
  speed: number;
  darkness: number;
  labelFormat: string | null;
  part: { sewsPartNo: string; sewsDesignLevel: string } | null;
  content(serial: string | null, index: number): LabelContent;
  /** Writes the printed labels into the plant history, inside the print's transaction. */
  record?(tx: PlantDb, serials: string[], printedAt: string, printedBy: string, jobId: number): void;
}

export interface PrintedBy {
  user: string;
  /** The user's language (the request's Accept-Language): the label's dates follow its order. */
  language?: string;
  /** The user's address, shown as the printer's User IP on Status Update. */
  ip: string;
}

/** The sequence row of a plant and kind, created on first use after the numbers the history holds. */
export function sequenceRow(db: PlantDb, kind: SequenceKind, plantId: string) {
  const label_tp = sequenceLabelType(kind, plantId);
  const find = () => db.select().from(labelSequence).where(eq(labelSequence.label_tp, label_tp)).get();
  const found = find();
  if (found) return found;
  db.insert(labelSequence)
    .values({
      plantId,
      kind,
      label_tp,
      dtm: new Date().toISOString().slice(0, 10),
      last_seq_no: highestInHistory(db, kind, plantId),
    })
    .onConflictDoNothing()
    .run();
  const created = find();
  if (!created) throw new Error(`Sequence ${label_tp} was not created`);
  return created;
}

/** What the print claims; a sequence must be enabled in Status Update. */
function claimOf(db: PlantDb, order: PrintOrder): SerialClaim | null {
  if (!order.sequence) return null;
  if (order.chosen) return { from: 'chosen', kind: order.sequence, serials: order.chosen };
  const row = sequenceRow(db, order.sequence, order.plantId);
  if (!row.status) throw badRequest(printerMessages.sequenceDisabled(row.label_tp));
  return { from: 'sequence', kind: order.sequence, plantId: order.plantId, sequenceId: row.id, count: order.labels };
}

/** The serials a print would take now (nothing is written). */
function nextSerials(db: PlantDb, order: PrintOrder): (string | null)[] {
  const claim = claimOf(db, order);
  if (!claim) return Array(order.labels).fill(null);
  if (claim.from !== 'sequence') return claim.serials;
  const row = sequenceRow(db, claim.kind, claim.plantId);
  return freeSerials(db, claim.kind, claim.plantId, row.last_seq_no, claim.count).map((f) => f.serial);
}

/** The job's ZPL, a format per label, laid out for the printer's resolution. */
function render(
  order: PrintOrder,
  serials: (string | null)[],
  language: string | undefined,
  dotsPerMm = DESIGN_DOTS_PER_MM,
): string {
  const settings = { ...LABEL_SIZE, speed: order.speed, darkness: order.darkness, copies: order.copies };
  return serials
    .map((serial, i) => {
      const elements = layoutLabel(order.content(serial, i), language);
      const label = scaleLabel({ settings, elements }, DESIGN_DOTS_PER_MM, dotsPerMm);
      return labelZpl(label.settings, label.elements);
    })
    .join('\n');
}

/** Labels without serials are all alike: one format printed labels × copies times (^PQ). */
const alike = (order: PrintOrder): PrintOrder => ({ ...order, labels: 1, copies: order.labels * order.copies });

/**
 * The first label as it would print now, to preview: its ZPL with the next serial, nothing printed
 * or consumed (drawn by the render pool, off the event loop).
 */
export function nextLabel(db: PlantDb, order: PrintOrder, language?: string): { zpl: string; serial: string | null } {
  const serials = nextSerials(db, { ...order, labels: 1 }).slice(0, 1);
  return { zpl: render({ ...order, labels: 1 }, serials, language), serial: serials[0] ?? null };
}

/**
 * Prints as a job (contracts' printJobStates, runJob): the printer checked, the serials taken
 * durably with the job before any byte is sent (prints of one sequence one after the other), and
 * the reply says what the printer's counter confirmed: printed, partly printed (which serials are
 * missing) or still printing. If nothing reached the printer the serials go back (failed); once
 * bytes may have reached it they stay spent, because a serial is never printed twice.
 */
export async function print(
  db: PlantDb,
  order: PrintOrder,
  by: PrintedBy,
  settings: PrintSettings,
): Promise<{ reply: PrintReply; zpl: string }> {
  const printer = await printerAddress(db, order.printerName, settings);
  checkInService(db, printer.name, order.printerKind);
  let serials: string[] = [];
  let printedAt = '';
  let jobId = 0;
  const { job, settled } = await runJob(db, printer, settings, {
    sequenceKey: order.sequence ? sequenceLabelType(order.sequence, order.plantId) : null,
    reserve: (start) => {
      const reserved = reserveJob(db, {
        job: {
          plantId: order.plantId,
          screen: order.screen,
          labelFormat: order.labelFormat,
          sewsPartNo: order.part?.sewsPartNo ?? null,
          sewsDesignLevel: order.part?.sewsDesignLevel ?? null,
          printerName: printer.name,
          userId: by.user,
          labels: order.labels,
          copies: order.copies,
          speed: order.speed,
          ...start,
        },
        claim: claimOf(db, order),
        zpl: (taken) =>
          order.sequence
            ? render(order, taken, by.language, start.dotsPerMm)
            : render(alike(order), [null], by.language, start.dotsPerMm),
      });
      ({ serials, printedAt, id: jobId } = reserved);
      return reserved;
    },
    onSent: (tx) => {
      if (order.printerKind)
        tx.insert(printerStatus)
          .values({
            kind: order.printerKind,
            printeR_NM: printer.name,
            useD_BY: by.user,
            useR_IP: by.ip,
            modifieD_DT: printedAt,
          })
          .onConflictDoUpdate({
            target: [printerStatus.kind, printerStatus.printeR_NM],
            set: { useD_BY: by.user, useR_IP: by.ip, modifieD_DT: printedAt },
          })
          .run();
      order.record?.(tx, serials, printedAt, by.user, jobId);
    },
  });
  const reply: PrintReply = {
    ...replyOf(settled),
    printId: job.id,
    printer: printer.name,
    labels: order.labels,
    copies: order.copies,
    serials,
    preview: previewOf(job.zpl, serials[0] ?? null, job.dotsPerMm),
  };
  return { reply, zpl: job.zpl };
}

/** The serial the next print of a sequence would start at. */
export function nextSerial(db: PlantDb, kind: SequenceKind, plantId: string): string {
  const [next] = freeSerials(db, kind, plantId, sequenceRow(db, kind, plantId).last_seq_no, 1);
  return (next as { serial: string }).serial;
}
