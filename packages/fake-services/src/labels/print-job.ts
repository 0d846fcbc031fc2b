import { type PrintJobState, printerMessages, serialRange } from '@fgss/contracts';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { labelSequence, printedLabel, printJob } from '../db/schema/printing/index.js';
import { ServiceError } from '../http/errors.js';
import { confirmJob, type Settled } from './confirm-job.js';
import { jobChanged } from './job-events.js';
import { DESIGN_DOTS_PER_MM } from './label-resolution.js';
import { checkReady, type PrintSettings } from './printer-check.js';
import { type PrinterAddress, PrinterFailure, sendToPrinter } from './send.js';
import { freeSerials, type SequenceKind, takenSerials } from './serials.js';

/** Multi-row inserts stay well under SQLite's limit of bound variables per statement. */
export const chunks = <T>(rows: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

type JobValues = Omit<
  typeof printJob.$inferInsert,
  'id' | 'printedAt' | 'firstSerial' | 'lastSerial' | 'bytes' | 'state' | 'message' | 'zpl' | 'serials'
>;

/**
 * The serials a job claims: the next free numbers of a label sequence; serials the caller chose
 * and checked (a relabel's destinations), as labels of a kind; or, for a reprint, those of its
 * original, claimed again by nobody. A job without a claim prints labels without serials.
 */
export type SerialClaim =
  | { from: 'sequence'; kind: SequenceKind; plantId: string; sequenceId: number; count: number }
  | { from: 'chosen'; kind: SequenceKind; serials: string[] }
  | { from: 'original'; serials: string[] };

export interface ReservedJob {
  id: number;
  printedAt: string;
  /** The resolution its labels are laid out for. */
  dotsPerMm: number;
  serials: string[];
  zpl: string;
  /** The sequence numbers the job took, to give back when nothing was sent. */
  sequence: { id: number; from: number; to: number } | null;
}

/**
 * Claims the job's serials and records the job as reserved, in one transaction, before any byte
 * is sent. Each claimed serial becomes its printed_label row (unique), and none may already be
 * claimed or in the plant history of its kind: a sequence steps over such a serial, chosen serials
 * are refused with nothing written. So the history rows written once the job is sent cannot clash.
 * The transaction is immediate: a process sharing the file cannot read the same free numbers.
 */
export function reserveJob(
  db: PlantDb,
  r: {
    job: JobValues;
    claim: SerialClaim | null;
    zpl(serials: string[]): string;
    /** Links the new job to others inside the reservation (a missing-serials job claims its original). */
    link?(tx: PlantDb, id: number): void;
  },
): ReservedJob {
  const printedAt = plantTime();
  const reserved = db.transaction(
    (t) => {
      const tx = t as unknown as PlantDb;
      const claimed = claimSerials(tx, r.claim, printedAt, r.job.screen);
      const serials = claimed.map((c) => c.serial);
      const zpl = r.zpl(serials);
      const { id } = tx
        .insert(printJob)
        .values({
          ...r.job,
          printedAt,
          firstSerial: serials[0] ?? null,
          lastSerial: serials.at(-1) ?? null,
          bytes: Buffer.byteLength(zpl),
          state: 'reserved',
          zpl,
          serials: JSON.stringify(serials),
        })
        .returning({ id: printJob.id })
        .get();
      r.link?.(tx, id);
      if (r.claim?.from === 'sequence' || r.claim?.from === 'chosen')
        for (const rows of chunks(claimed.map((c) => ({ jobId: id, serial: c.serial, seqNo: c.seqNo }))))
          tx.insert(printedLabel).values(rows).run();
      const numbers = claimed.flatMap((c) => (c.seqNo === null ? [] : [c.seqNo]));
      const sequence =
        r.claim?.from === 'sequence'
          ? { id: r.claim.sequenceId, from: numbers[0] as number, to: numbers.at(-1) as number }
          : null;
      return { id, printedAt, dotsPerMm: r.job.dotsPerMm ?? DESIGN_DOTS_PER_MM, serials, zpl, sequence };
    },
    { behavior: 'immediate' },
  );
  jobChanged(db, reserved.id);
  return reserved;
}

/** The serials of a claim, checked and (for a sequence) taken from it, with their numbers. */
function claimSerials(
  tx: PlantDb,
  claim: SerialClaim | null,
  printedAt: string,
  screen: string,
): { serial: string; seqNo: number | null }[] {
  if (!claim) return [];
  if (claim.from === 'original') return claim.serials.map((serial) => ({ serial, seqNo: null }));
  if (claim.from === 'chosen') {
    const [taken] = takenSerials(tx, claim.kind, claim.serials);
    if (taken) throw new ServiceError(409, printerMessages.serialTaken(taken));
    return claim.serials.map((serial) => ({ serial, seqNo: null }));
  }
  const row = tx.select().from(labelSequence).where(eq(labelSequence.id, claim.sequenceId)).get();
  if (!row) throw new Error(`Sequence ${claim.sequenceId} does not exist`);
  const free = freeSerials(tx, claim.kind, claim.plantId, row.last_seq_no, claim.count);
  tx.update(labelSequence)
    .set({ last_seq_no: free.at(-1)?.seqNo ?? row.last_seq_no, lastseqdtm: printedAt, machine_id: screen })
    .where(eq(labelSequence.id, row.id))
    .run();
  return free;
}

function setState(db: PlantDb, id: number, state: PrintJobState, message: string | null = null): void {
  db.update(printJob).set({ state, message }).where(eq(printJob.id, id)).run();
  jobChanged(db, id);
}

/** Nothing reached the printer: the serials go back to the sequence and the job says why. */
function release(db: PlantDb, job: ReservedJob, message: string): void {
  db.transaction((tx) => {
    const { sequence } = job;
    if (sequence)
      tx.update(labelSequence)
        .set({ last_seq_no: sequence.from - 1 })
        .where(and(eq(labelSequence.id, sequence.id), eq(labelSequence.last_seq_no, sequence.to)))
        .run();
    tx.delete(printedLabel).where(eq(printedLabel.jobId, job.id)).run();
    // A missing-serials job gives its claim on the original back.
    tx.update(printJob).set({ missingJob: null }).where(eq(printJob.missingJob, job.id)).run();
    tx.update(printJob)
      .set({ state: 'failed', message, firstSerial: null, lastSerial: null, zpl: null, missingOf: null })
      .where(eq(printJob.id, job.id))
      .run();
  });
  jobChanged(db, job.id);
}

/**
 * Sends a reserved job: sent (then `onSent` writes what the print adds to the plant, in one
 * transaction) once the printer took all of it; failed, its serials back, when nothing reached
 * the printer (502 with the message the user needs). Resolves to why the send failed once bytes
 * went out (the printer's counter then tells what printed), null when it did not. Each state and
 * the printer exchange is a log line of the print request (its request id), with the job's id
 * and printer.
 */
async function sendJob(
  db: PlantDb,
  job: ReservedJob,
  printer: PrinterAddress,
  settings: PrintSettings,
  onSent: (tx: PlantDb) => void,
): Promise<string | null> {
  const log = settings.log.child({ jobId: job.id, printer: printer.name });
  const exchange = { address: `${printer.address}:${printer.port}`, bytes: Buffer.byteLength(job.zpl) };
  log.info({ state: 'reserved', serials: jobRange(job) }, 'print job reserved');
  const started = performance.now();
  try {
    await sendToPrinter(
      printer,
      job.zpl,
      () => {
        setState(db, job.id, 'sending');
        log.info({ state: 'sending' }, 'print job sending');
      },
      settings.timeoutMs,
    );
  } catch (err) {
    if (!(err instanceof PrinterFailure)) throw err;
    log.warn({ ...exchange, started: err.started, reason: err.reason }, 'printer exchange failed');
    if (!err.started) {
      release(db, job, err.message);
      log.info({ state: 'failed' }, 'print job failed: its serials went back');
      throw new ServiceError(502, err.message);
    }
    return err.reason;
  }
  log.info({ ...exchange, ms: Math.round(performance.now() - started) }, 'printer took the job');
  // Sent and recorded together; the serials were claimed at reservation, so the records cannot clash.
  db.transaction((tx) => {
    tx.update(printJob).set({ state: 'sent', message: null }).where(eq(printJob.id, job.id)).run();
    onSent(tx as unknown as PlantDb);
  });
  jobChanged(db, job.id);
  log.info({ state: 'sent' }, 'print job sent');
  return null;
}

/** Where a job's labels start on the printer's counter, and the resolution it is laid out for. */
export interface JobStart {
  counterStart: number;
  dotsPerMm: number;
}

/** One job from the printer check to what the printer's counter says of it. */
export interface JobRun {
  /** The label sequence whose jobs are reserved and sent one after the other (null: none). */
  sequenceKey: string | null;
  /** Claims the serials and records the job, laid out for the printer's resolution. */
  reserve(start: JobStart): ReservedJob;
  /** Writes what the print adds to the plant (history), once its labels are out or owed. */
  onSent(tx: PlantDb): void;
}

/**
 * Runs a job on a printer, one job per printer at a time (so counter baselines never interleave):
 * checks the printer (refused: 409, or 502 unreachable, nothing reserved), reserves with the
 * counter where its labels start (after any still queued) and the printer's resolution, sends,
 * and confirms with the counter. A job whose outcome stays unknown answers 502.
 */
export function runJob(
  db: PlantDb,
  printer: PrinterAddress,
  settings: PrintSettings,
  run: JobRun,
): Promise<{ job: ReservedJob; settled: Settled }> {
  return serialised(db, `printer:${printer.name}`, async () => {
    const report = await checkReady(printer, settings);
    const start = { counterStart: (report.labelCount ?? 0) + report.labelsRemaining, dotsPerMm: report.dotsPerMm };
    const send = async () => {
      const job = run.reserve(start);
      return { job, failure: await sendJob(db, job, printer, settings, run.onSent) };
    };
    const { job, failure } = run.sequenceKey ? await serialised(db, run.sequenceKey, send) : await send();
    const settled = await confirmJob(db, job.id, printer, settings, failure);
    if (settled.state === 'unknown') {
      settings.log.warn({ jobId: job.id, printer: printer.name, state: 'unknown' }, 'print job outcome unknown');
      throw new ServiceError(502, settled.message);
    }
    // Labels came out of a send that failed late: the plant records them as any sent job.
    if (failure) db.transaction((tx) => run.onSent(tx as unknown as PlantDb));
    settings.log.info({ jobId: job.id, printer: printer.name, state: settled.state }, 'print job settled');
    return { job, settled };
  });
}

const locks = new WeakMap<PlantDb, Map<string, Promise<unknown>>>();

/** Runs `work` after every earlier work of the same key (of this database) has settled. */
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

const jobRange = (job: ReservedJob) => serialRange(job.serials[0] ?? null, job.serials.at(-1) ?? null);

/**
 * On start: jobs the service was reserving, sending or still following (sent) when it stopped
 * may have printed; they become unknown, for a shift lead to confirm or print the missing.
 */
export function markInterruptedJobs(db: PlantDb): void {
  db.update(printJob)
    .set({ state: 'unknown', message: 'The service stopped while this job was being sent: it may have printed.' })
    .where(
      or(
        inArray(printJob.state, ['reserved', 'sending']),
        and(eq(printJob.state, 'sent'), isNotNull(printJob.counterStart)),
      ),
    )
    .run();
}
