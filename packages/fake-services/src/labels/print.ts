import { demandMessages, type LabelPreview, type PrintReply, printerMessages } from '@fgss/contracts';
import { and, eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { labelSequence, printedLabel, printerStatus, printJob } from '../db/schema/printing/index.js';
import { badRequest, ServiceError } from '../http/errors.js';
import { LABEL_SIZE, type LabelContent, layoutLabel } from './layout.js';
import { previewOf } from './preview.js';
import { sendToPrinter } from './send.js';
import { highestInHistory, type SequenceKind, sequenceLabelType, serialOf } from './serials.js';
import { labelZpl } from './zpl.js';

/** One print as a screen asks for it; the engine does the rest. */
export interface PrintOrder {
  screen: string;
  plantId: string;
  /** The sequence the serials come from; null for labels without serials (Zebra part labels). */
  sequence: SequenceKind | null;
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
  record?(tx: PlantDb, serials: string[], printedAt: string, printedBy: string): void;
}

export interface PrintedBy {
  user: string;
}

/** Plant time as the history stores it: 'YYYY-MM-DD HH:MM:SS'. */
const plantTime = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/**
 * Prints of one sequence run one after the other. Serial numbers are reserved by reading the
 * sequence inside this lock, the job is sent, and only when the printer has taken it does one
 * transaction move the sequence on and log every label (reserve, send, then commit). A printer
 * that refuses or times out therefore consumes nothing and leaves no gap, and two prints can
 * never take the same numbers: the lock orders them, and the commit only moves the sequence from
 * the value it read (plus the unique serial index) should another process share the file.
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

/** Multi-row inserts stay well under SQLite's limit of bound variables per statement. */
export const chunks = <T>(rows: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

function printerOf(db: PlantDb, order: PrintOrder) {
  const printer = db.select().from(labelPrinters).where(eq(labelPrinters.printerName, order.printerName)).get();
  if (!printer) throw badRequest(printerMessages.unknown(order.printerName));
  if (!printer.hostName || !printer.port) throw badRequest(printerMessages.noAddress(order.printerName));
  if (order.printerKind) {
    const status = db
      .select({ status: printerStatus.status })
      .from(printerStatus)
      .where(and(eq(printerStatus.kind, order.printerKind), eq(printerStatus.printeR_NM, printer.printerName)))
      .get();
    if (status && !status.status) throw badRequest(printerMessages.disabled(printer.printerName));
  }
  return { name: printer.printerName, host: printer.hostName, port: Number(printer.port) };
}

interface Reserved {
  sequenceId: number | null;
  from: number;
  serials: (string | null)[];
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

/** The serials a print would take now (nothing is written). */
function reserve(db: PlantDb, order: PrintOrder): Reserved {
  if (!order.sequence) return { sequenceId: null, from: 0, serials: Array(order.labels).fill(null) };
  const row = sequenceRow(db, order.sequence, order.plantId);
  if (!row.status) throw badRequest(printerMessages.sequenceDisabled(row.label_tp));
  const from = row.last_seq_no + 1;
  const kind = order.sequence;
  const serials = Array.from({ length: order.labels }, (_, i) => serialOf(kind, order.plantId, from + i));
  return { sequenceId: row.id, from, serials };
}

function render(order: PrintOrder, serials: (string | null)[]): string {
  const settings = { ...LABEL_SIZE, speed: order.speed, darkness: order.darkness, copies: order.copies };
  return serials.map((serial, i) => labelZpl(settings, layoutLabel(order.content(serial, i)))).join('\n');
}

/** The first label as it would print now: next serial included, nothing printed or consumed. */
export function previewPrint(db: PlantDb, order: PrintOrder): LabelPreview {
  const { serials } = reserve(db, { ...order, labels: 1 });
  return previewOf(render({ ...order, labels: 1 }, serials), serials[0] ?? null);
}

/** Prints: reserve the serials, send the ZPL, then commit the sequence and the log in one transaction. */
export async function print(
  db: PlantDb,
  order: PrintOrder,
  by: PrintedBy,
): Promise<{ reply: PrintReply; zpl: string }> {
  const printer = printerOf(db, order);
  const key = order.sequence ? sequenceLabelType(order.sequence, order.plantId) : `printer:${printer.name}`;
  return serialised(db, key, async () => {
    const now = new Date();
    const reserved = reserve(db, order);
    const zpl = render(order, reserved.serials);
    await sendToPrinter(printer, zpl);
    const printedAt = plantTime(now);
    const serials = reserved.serials.filter((s): s is string => s !== null);
    const printId = db.transaction((tx) => {
      if (reserved.sequenceId !== null) {
        const moved = tx
          .update(labelSequence)
          .set({ last_seq_no: reserved.from + serials.length - 1, lastseqdtm: printedAt, machine_id: order.screen })
          .where(and(eq(labelSequence.id, reserved.sequenceId), eq(labelSequence.last_seq_no, reserved.from - 1)))
          .run();
        if (moved.changes !== 1) throw new ServiceError(409, `Sequence ${order.sequence} moved during the print`);
      }
      const job = tx
        .insert(printJob)
        .values({
          plantId: order.plantId,
          screen: order.screen,
          labelFormat: order.labelFormat,
          sewsPartNo: order.part?.sewsPartNo ?? null,
          sewsDesignLevel: order.part?.sewsDesignLevel ?? null,
          printerName: printer.name,
          userId: by.user,
          printedAt,
          labels: order.labels,
          copies: order.copies,
          speed: order.speed,
          firstSerial: serials[0] ?? null,
          lastSerial: serials.at(-1) ?? null,
          bytes: Buffer.byteLength(zpl),
        })
        .returning({ id: printJob.id })
        .get();
      for (const rows of chunks(serials.map((serial, i) => ({ jobId: job.id, serial, seqNo: reserved.from + i }))))
        tx.insert(printedLabel).values(rows).run();
      if (order.printerKind)
        tx.insert(printerStatus)
          .values({
            kind: order.printerKind,
            printeR_NM: printer.name,
            useD_BY: by.user,
            useR_IP: 'web',
            modifieD_DT: printedAt,
          })
          .onConflictDoUpdate({
            target: [printerStatus.kind, printerStatus.printeR_NM],
            set: { useD_BY: by.user, useR_IP: 'web', modifieD_DT: printedAt },
          })
          .run();
      order.record?.(tx as unknown as PlantDb, serials, printedAt, by.user);
      return job.id;
    });
    const reply: PrintReply = {
      message: demandMessages.sentToPrinter,
      printId,
      printer: printer.name,
      labels: order.labels,
      copies: order.copies,
      serials,
      preview: previewOf(zpl, serials[0] ?? null),
    };
    return { reply, zpl };
  });
}

/** The serial the next print of a sequence would start at. */
export function nextSerial(db: PlantDb, kind: SequenceKind, plantId: string): string {
  return serialOf(kind, plantId, sequenceRow(db, kind, plantId).last_seq_no + 1);
}
