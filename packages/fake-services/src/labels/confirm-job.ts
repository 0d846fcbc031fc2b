import {
  type PrinterFault,
  type PrintJobState,
  type PrintReply,
  printerMessages,
  printOutcomeMessages,
  serialRuns,
} from '@fgss/contracts';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { printJob } from '../db/schema/printing/index.js';
import type { PrinterReport } from '../printers/printer-report.js';
import { askPrinter } from './ask-printer.js';
import { jobChanged } from './job-events.js';
import type { PrintSettings } from './printer-check.js';
import { PRINTER_TIMEOUT_MS, type PrinterAddress } from './send.js';

/** How long a print waits for the printer's counter to confirm its labels (FGSS_PRINT_CONFIRM_MS). */
export const PRINT_CONFIRM_MS = 1500;
/** How often jobs still printing are checked after their reply left (FGSS_PRINTER_WATCH_MS). */
export const PRINTER_WATCH_MS = 1000;
/** How often the printer is asked within the confirm window: a label takes longer. */
const CONFIRM_POLL_MS = 25;
/** Checks without an answer after which a job still printing is given up as unknown. */
const UNANSWERED_CHECKS = 60;

type JobRow = typeof printJob.$inferSelect;

/** A job as the printer's counter leaves it. */
export interface Settled {
  state: Extract<PrintJobState, 'sent' | 'printed' | 'partlyPrinted' | 'unknown'>;
  /** Serials with at least one copy out, and the others (empty while still printing). */
  printed: string[];
  missing: string[];
  message: string;
}

interface Verdict {
  state: Settled['state'];
  printedLabels: number;
  fault?: PrinterFault;
}

/** What stops a printer for good until someone acts; paused is not: it resumes with a button. */
const STOPPING_FAULTS = ['paperOut', 'headOpen', 'ribbonOut'] as const;

export const serialsOfJob = (job: Pick<JobRow, 'serials'>): string[] =>
  job.serials ? (JSON.parse(job.serials) as string[]) : [];

/**
 * What a report says of a job: every label counted out (printed); the printer stopped on a fault
 * (partly printed, the labels out exactly known); idle with labels short (unknown: the rest never
 * arrived or was cancelled); otherwise still printing (sent).
 */
function verdictOf(job: JobRow, report: PrinterReport): Verdict {
  const total = job.labels * job.copies;
  const counted = report.labelCount === null || job.counterStart === null ? 0 : report.labelCount - job.counterStart;
  const printedLabels = Math.max(0, Math.min(total, counted));
  if (printedLabels >= total) return { state: 'printed', printedLabels };
  const fault = STOPPING_FAULTS.find((f) => report[f]);
  if (fault) return { state: 'partlyPrinted', printedLabels, fault };
  if (report.formatsInBuffer === 0 && report.labelsRemaining === 0) return { state: 'unknown', printedLabels };
  return { state: 'sent', printedLabels };
}

/** The serials out and missing when `printedLabels` labels came out: a serial is out with its first copy. */
export function countedOut(job: Pick<JobRow, 'serials' | 'copies'>, printedLabels: number) {
  const serials = serialsOfJob(job);
  const out = Math.ceil(printedLabels / job.copies);
  return { printed: serials.slice(0, out), missing: serials.slice(out) };
}

const range = serialRuns;

/** What the reply and Print History say of a job in a state. */
function settledOf(job: JobRow, v: Verdict, printer: PrinterAddress, failure: string | null = null): Settled {
  const { printed, missing } = countedOut(job, v.printedLabels);
  // Labels without serials (Zebra part labels) are all alike: one is out with its every copy.
  const labelsOut = serialsOfJob(job).length > 0 ? printed.length : Math.floor(v.printedLabels / job.copies);
  const messages: Record<Settled['state'], () => string> = {
    printed: () => printOutcomeMessages.printed(job.labels, printer.name, range(printed)),
    partlyPrinted: () =>
      printOutcomeMessages.partlyPrinted(
        labelsOut,
        job.labels,
        range(printed),
        v.fault ?? 'unreachable',
        printer.name,
        range(missing),
      ),
    sent: () => printOutcomeMessages.stillPrinting(printer.name),
    unknown: () =>
      printerMessages.outcomeUnknown(
        printer.name,
        `${printer.host}:${printer.port}`,
        failure ?? 'stopped before counting every label out',
        range(serialsOfJob(job)) ?? 'the job',
      ),
  };
  return {
    state: v.state,
    printed,
    missing: v.state === 'sent' ? [] : missing,
    message: messages[v.state](),
  };
}

/** Writes a verdict (only what changed) and tells Print Center. */
function record(db: PlantDb, job: JobRow, v: Verdict, settled: Settled): void {
  const message = v.state === 'partlyPrinted' || v.state === 'unknown' ? settled.message : null;
  if (job.state === v.state && job.printedLabels === v.printedLabels && job.message === message) return;
  db.update(printJob)
    .set({ state: v.state, printedLabels: v.printedLabels, message })
    .where(eq(printJob.id, job.id))
    .run();
  jobChanged(db, job.id);
}

const jobRow = (db: PlantDb, id: number) => db.select().from(printJob).where(eq(printJob.id, id)).get() as JobRow;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ask = (printer: PrinterAddress, settings: PrintSettings) =>
  askPrinter(printer, Math.min(settings.timeoutMs, PRINTER_TIMEOUT_MS));

/**
 * After a send (or a send that failed once bytes went out): asks the printer until its counter
 * confirms every label, it stops on a fault, or the confirm window is over; a job still printing
 * then stays sent and the printer's watch settles it later. A printer that cannot be asked after
 * a failed send leaves the job unknown.
 */
export async function confirmJob(
  db: PlantDb,
  jobId: number,
  printer: PrinterAddress,
  settings: PrintSettings,
  /** Why the send failed once bytes went out (null: the printer took the whole job). */
  failure: string | null,
): Promise<Settled> {
  const sendFailed = failure !== null;
  const deadline = performance.now() + settings.confirmMs;
  for (;;) {
    const report = await ask(printer, settings);
    const job = jobRow(db, jobId);
    const v: Verdict = report
      ? verdictOf(job, report)
      : { state: sendFailed ? 'unknown' : 'sent', printedLabels: job.printedLabels };
    // A clean send is unknown only if the printer stays idle and short for the whole window.
    const final = v.state === 'printed' || v.state === 'partlyPrinted' || (v.state === 'unknown' && sendFailed);
    if (final || performance.now() >= deadline) {
      const settled = settledOf(job, v, printer, failure);
      record(db, job, v, settled);
      // Still printing, or stopped on a fault someone may clear: the watch follows it.
      if (v.state === 'sent' || v.state === 'partlyPrinted') watchPrinter(db, printer, settings);
      return settled;
    }
    await delay(CONFIRM_POLL_MS);
  }
}

/** Jobs a printer's watch follows: still printing, or stopped on a fault that may yet be cleared. */
const followed = (db: PlantDb, printerName: string) =>
  db
    .select()
    .from(printJob)
    .where(
      and(
        eq(printJob.printerName, printerName),
        isNotNull(printJob.counterStart),
        or(eq(printJob.state, 'sent'), and(eq(printJob.state, 'partlyPrinted'), isNull(printJob.missingJob))),
      ),
    )
    .orderBy(printJob.id)
    .all();

const watches = new WeakMap<PlantDb, Set<string>>();

/**
 * Follows a printer's unfinished jobs every watchMs until none is left: a job completes when its
 * labels are counted out (paper loaded, the printer resumed), stops partly printed on a fault,
 * and becomes unknown when the printer stays unanswered for UNANSWERED_CHECKS checks.
 */
export function watchPrinter(db: PlantDb, printer: PrinterAddress, settings: PrintSettings): void {
  const watching = watches.get(db) ?? new Set<string>();
  watches.set(db, watching);
  if (watching.has(printer.name)) return;
  watching.add(printer.name);
  let unanswered = 0;
  const check = async () => {
    let jobs: JobRow[];
    try {
      jobs = followed(db, printer.name);
    } catch {
      jobs = []; // The plant closed its database.
    }
    if (jobs.length === 0) {
      watching.delete(printer.name);
      return;
    }
    const report = await ask(printer, settings);
    unanswered = report ? 0 : unanswered + 1;
    try {
      for (const job of jobs) {
        const v: Verdict | null = report
          ? verdictOf(jobRow(db, job.id), report)
          : unanswered >= UNANSWERED_CHECKS && job.state === 'sent'
            ? { state: 'unknown', printedLabels: job.printedLabels }
            : null;
        // A partly printed job stays so unless it completes; the watch never undoes a fault's verdict.
        if (!v || (job.state === 'partlyPrinted' && v.state !== 'printed')) continue;
        record(db, job, v, settledOf(job, v, printer));
      }
    } catch {
      watching.delete(printer.name);
      return;
    }
    setTimeout(check, settings.watchMs).unref();
  };
  setTimeout(check, settings.watchMs).unref();
}

/** The part of a print reply the confirmation decides. */
export function replyOf(settled: Settled): Pick<PrintReply, 'message' | 'state' | 'printed' | 'missing'> {
  if (settled.state === 'unknown') throw new Error('An unknown job answers 502, not a reply');
  return { message: settled.message, state: settled.state, printed: settled.printed, missing: settled.missing };
}
