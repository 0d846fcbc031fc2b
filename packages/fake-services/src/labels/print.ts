import { demandMessages, type LabelPreview, type PrintReply, printerMessages } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { labelSequence, printerStatus } from '../db/schema/printing/index.js';
import { badRequest } from '../http/errors.js';
import { LABEL_SIZE, type LabelContent, layoutLabel } from './layout.js';
import { previewOf } from './preview.js';

export { chunks } from './print-job.js';

import { reserveJob, type SerialClaim, sendJob } from './print-job.js';
import { checkInService, checkReady, type PrintSettings, printerAddress } from './printer-check.js';
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

/**
 * Prints of one sequence run one after the other (this lock), and every print is a job with a
 * state (contracts' printJobStates). Its serials are taken durably, in one transaction with the
 * job, before any byte is sent; the job is marked sending once the printer's connection is made.
 * If nothing reached the printer the serials go back (failed); once bytes may have reached it
 * they stay spent (unknown), because a serial is never printed twice, and the user is told to
 * check the printer. On start the service marks jobs left reserved or sending as unknown.
 */
const locks = new WeakMap<PlantDb, Map<string, Promise<unknown>>>();

function serialised<T>(db: PlantDb, key: string, work: () => Promise<T>): Promise<T> {
  const byKey = locks.get(db) ?? new Map<string, Promise<unknown>>();
  locks.set(db, byKey);
  const before = byKey.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  byKey.set(key, settled);
  void settled.then(() => {
    if (byKey.get(key) === settled) byKey.delete(key);
  });
  return run;
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

function render(order: PrintOrder, serials: (string | null)[], language: string | undefined): string {
  const settings = { ...LABEL_SIZE, speed: order.speed, darkness: order.darkness, copies: order.copies };
  return serials.map((serial, i) => labelZpl(settings, layoutLabel(order.content(serial, i), language))).join('\n');
}

/** The first label as it would print now: next serial included, nothing printed or consumed. */
export function previewPrint(db: PlantDb, order: PrintOrder, language?: string): LabelPreview {
  const serials = nextSerials(db, { ...order, labels: 1 }).slice(0, 1);
  return previewOf(render({ ...order, labels: 1 }, serials, language), serials[0] ?? null);
}

/** Prints: checks the printer, reserves the serials with the job, sends, and settles the job. */
export async function print(
  db: PlantDb,
  order: PrintOrder,
  by: PrintedBy,
  settings: PrintSettings,
): Promise<{ reply: PrintReply; zpl: string }> {
  const printer = await printerAddress(db, order.printerName, settings);
  checkInService(db, printer.name, order.printerKind);
  await checkReady(printer, settings);
  const key = order.sequence ? sequenceLabelType(order.sequence, order.plantId) : `printer:${printer.name}`;
  return serialised(db, key, async () => {
    const job = reserveJob(db, {
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
      },
      claim: claimOf(db, order),
      zpl: (serials) => render(order, order.sequence ? serials : Array(order.labels).fill(null), by.language),
    });
    const { serials } = job;
    await sendJob(db, job, printer, settings, (tx) => {
      if (order.printerKind)
        tx.insert(printerStatus)
          .values({
            kind: order.printerKind,
            printeR_NM: printer.name,
            useD_BY: by.user,
            useR_IP: by.ip,
            modifieD_DT: job.printedAt,
          })
          .onConflictDoUpdate({
            target: [printerStatus.kind, printerStatus.printeR_NM],
            set: { useD_BY: by.user, useR_IP: by.ip, modifieD_DT: job.printedAt },
          })
          .run();
      order.record?.(tx, serials, job.printedAt, by.user, job.id);
    });
    const reply: PrintReply = {
      message: demandMessages.sentToPrinter,
      state: 'sent',
      printed: serials,
      missing: [],
      printId: job.id,
      printer: printer.name,
      labels: order.labels,
      copies: order.copies,
      serials,
      preview: previewOf(job.zpl, serials[0] ?? null),
    };
    return { reply, zpl: job.zpl };
  });
}

/** The serial the next print of a sequence would start at. */
export function nextSerial(db: PlantDb, kind: SequenceKind, plantId: string): string {
  const [next] = freeSerials(db, kind, plantId, sequenceRow(db, kind, plantId).last_seq_no, 1);
  return (next as { serial: string }).serial;
}
