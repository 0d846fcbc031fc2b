import { type PrintJobState, printerMessages, serialRange } from '@fgss/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { labelSequence, printedLabel, printJob } from '../db/schema/printing/index.js';
import { ServiceError } from '../http/errors.js';
import type { PrintSettings } from './printer-check.js';
import { type PrinterAddress, PrinterFailure, sendToPrinter } from './send.js';

/** Plant time as the history stores it: 'YYYY-MM-DD HH:MM:SS'. */
export const plantTime = (d = new Date()) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

/** Multi-row inserts stay well under SQLite's limit of bound variables per statement. */
export const chunks = <T>(rows: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

type JobValues = Omit<
  typeof printJob.$inferInsert,
  'id' | 'printedAt' | 'firstSerial' | 'lastSerial' | 'bytes' | 'state' | 'message'
> & { zpl: string };

export interface ReservedJob {
  id: number;
  printedAt: string;
  serials: string[];
  /** The sequence numbers the job took, to give back when nothing was sent. */
  sequence: { id: number; from: number; to: number } | null;
}

/**
 * Takes the job's serials and records the job as reserved, in one transaction, before any byte
 * is sent: the sequence moves on from the value read (another process sharing the file cannot
 * take the same numbers) and each new serial is claimed once (unique index). A reprint claims
 * nothing: its serials are its original's.
 */
export function reserveJob(
  db: PlantDb,
  r: { job: JobValues; serials: string[]; sequence: { id: number; from: number } | null },
): ReservedJob {
  const printedAt = plantTime();
  const to = r.sequence ? r.sequence.from + r.serials.length - 1 : 0;
  return db.transaction((tx) => {
    if (r.sequence) {
      const moved = tx
        .update(labelSequence)
        .set({ last_seq_no: to, lastseqdtm: printedAt, machine_id: r.job.screen })
        .where(and(eq(labelSequence.id, r.sequence.id), eq(labelSequence.last_seq_no, r.sequence.from - 1)))
        .run();
      if (moved.changes !== 1) throw new ServiceError(409, 'The label sequence moved during the print; print again.');
    }
    const { id } = tx
      .insert(printJob)
      .values({
        ...r.job,
        printedAt,
        firstSerial: r.serials[0] ?? null,
        lastSerial: r.serials.at(-1) ?? null,
        bytes: Buffer.byteLength(r.job.zpl),
        state: 'reserved',
      })
      .returning({ id: printJob.id })
      .get();
    if (r.sequence) {
      const from = r.sequence.from;
      for (const rows of chunks(r.serials.map((serial, i) => ({ jobId: id, serial, seqNo: from + i }))))
        tx.insert(printedLabel).values(rows).run();
    }
    return {
      id,
      printedAt,
      serials: r.serials,
      sequence: r.sequence ? { id: r.sequence.id, from: r.sequence.from, to } : null,
    };
  });
}

const setState = (db: PlantDb, id: number, state: PrintJobState, message: string | null = null) =>
  db.update(printJob).set({ state, message }).where(eq(printJob.id, id)).run();

/** Nothing reached the printer: the serials go back to the sequence and the job says why. */
function release(db: PlantDb, job: ReservedJob, message: string): void {
  db.transaction((tx) => {
    const { sequence } = job;
    if (sequence)
      tx.update(labelSequence)
        .set({ last_seq_no: sequence.from - 1 })
        .where(and(eq(labelSequence.id, sequence.id), eq(labelSequence.last_seq_no, sequence.to)))
        .run();
    if (sequence) tx.delete(printedLabel).where(eq(printedLabel.jobId, job.id)).run();
    tx.update(printJob)
      .set({ state: 'failed', message, firstSerial: null, lastSerial: null, zpl: null })
      .where(eq(printJob.id, job.id))
      .run();
  });
}

/**
 * Sends a reserved job and settles it: sent (then `onSent` writes what the print adds to the
 * plant, in one transaction), failed when nothing reached the printer, unknown otherwise. A
 * failure answers 502 with the message the user needs.
 */
export async function sendJob(
  db: PlantDb,
  job: ReservedJob,
  printer: PrinterAddress,
  zpl: string,
  settings: PrintSettings,
  onSent: (tx: PlantDb) => void,
): Promise<void> {
  try {
    await sendToPrinter(printer, zpl, () => setState(db, job.id, 'sending'), settings.timeoutMs);
  } catch (err) {
    if (!(err instanceof PrinterFailure)) throw err;
    if (!err.started) {
      release(db, job, err.message);
      throw new ServiceError(502, err.message);
    }
    const range = serialRange(job.serials[0] ?? null, job.serials.at(-1) ?? null);
    const message = printerMessages.outcomeUnknown(printer.name, `${printer.host}:${printer.port}`, err.reason, range);
    setState(db, job.id, 'unknown', message);
    throw new ServiceError(502, message);
  }
  setState(db, job.id, 'sent');
  db.transaction((tx) => onSent(tx as unknown as PlantDb));
}

/** On start: jobs the service was reserving or sending when it stopped may have printed. */
export function markInterruptedJobs(db: PlantDb): void {
  db.update(printJob)
    .set({ state: 'unknown', message: 'The service stopped while this job was being sent: it may have printed.' })
    .where(inArray(printJob.state, ['reserved', 'sending']))
    .run();
}
