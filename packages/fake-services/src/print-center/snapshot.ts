import {
  ATTENTION_STATES,
  type DayFigures,
  type JobSummary,
  type LivePrinter,
  type PrintCenterSnapshot,
  type ReprintReason,
  reprintReasons,
} from '@fgss/contracts';
import { and, asc, desc, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { printJob } from '../db/schema/printing/index.js';
import { zplPrinter } from '../labels/printer-check.js';
import { summaryColumns } from './job-summary.js';
import { type PlantDay, plantDay, shiftStartsOf } from './shifts.js';

/** Jobs whose labels are not all out yet, in print order. */
const OPEN_STATES = ['reserved', 'sending', 'sent'] as const;
/** Attention jobs listed at most (the newest). */
const ATTENTION_LIMIT = 200;

/** Labels a job got out: all of a job the printer took or confirmed, else what it counted. */
export const labelsOut = (job: { state: string; labels: number; copies: number; printedLabels: number }) =>
  job.state === 'sent' || job.state === 'printed' ? job.labels * job.copies : job.printedLabels;

function figures(jobs: (JobSummary & { reprintOf: number | null })[], key: 'printerName' | 'screen'): DayFigures[] {
  const by = new Map<string, DayFigures>();
  for (const job of jobs) {
    const name = job[key];
    const f = by.get(name) ?? { name, labels: 0, reprints: 0, failures: 0 };
    f.labels += labelsOut(job);
    if (job.reprintOf !== null) f.reprints++;
    if (job.state === 'failed') f.failures++;
    by.set(name, f);
  }
  return [...by.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function shiftReprints(
  jobs: {
    id: number;
    printedAt: string;
    reprintOf: number | null;
    reprintReason: string | null;
    reprintNote: string | null;
  }[],
  day: PlantDay,
) {
  return day.shifts.map((shift) => {
    const reprints = jobs.filter((j) => j.reprintOf !== null && j.printedAt >= shift.from && j.printedAt < shift.to);
    const reasons = reprintReasons
      .map((reason: ReprintReason) => ({ reason, count: reprints.filter((j) => j.reprintReason === reason).length }))
      .filter((r) => r.count > 0);
    const notes = reprints.flatMap((j) =>
      j.reprintNote ? [{ job: j.id, reason: j.reprintReason as ReprintReason, note: j.reprintNote }] : [],
    );
    return { start: shift.start, reprints: reprints.length, reasons, notes };
  });
}

/** The printers of the Label Printer master that the watch cannot ask, as the master has them. */
function unwatchedPrinters(db: PlantDb) {
  return db
    .select({
      printerName: labelPrinters.printerName,
      printerType: labelPrinters.PrinterType,
      model: labelPrinters.model,
      communicationType: labelPrinters.communicationType,
      hostName: labelPrinters.hostName,
      port: labelPrinters.port,
    })
    .from(labelPrinters)
    .where(sql`NOT (${zplPrinter})`)
    .orderBy(asc(labelPrinters.printerName))
    .all()
    .map(({ hostName, port, ...printer }) => ({ ...printer, address: port ? `${hostName}:${port}` : hostName }));
}

/** The plant's snapshot being taken, and the one callers wait for that begins after it. */
const taking = new WeakMap<
  PlantDb,
  { running: Promise<PrintCenterSnapshot> | null; next: Promise<PrintCenterSnapshot> | null }
>();

/**
 * The snapshot of a plant taken once for everyone asking at the same time: each caller gets one
 * begun after it asked (so it shows what the caller did before), at most one running and one to
 * follow per plant. A batch of snapshots asked every printer and read the day's jobs once per
 * call, on the event loop (2.7 s for 32); now it does twice at most.
 */
export function sharedSnapshot(db: PlantDb, take: () => Promise<PrintCenterSnapshot>): Promise<PrintCenterSnapshot> {
  let plant = taking.get(db);
  if (!plant) {
    plant = { running: null, next: null };
    taking.set(db, plant);
  }
  const state = plant;
  const start = () => {
    const running = take().finally(() => {
      if (state.running === running) state.running = null;
    });
    state.running = running;
    return running;
  };
  if (!state.running) return start();
  state.next ??= state.running
    .catch(() => {})
    .then(() => {
      state.next = null;
      return start();
    });
  return state.next;
}

/**
 * What Print Center shows of the plant at `now`: each printer with its live state, the job it
 * prints and its queue; the jobs needing attention; the plant day's figures per printer and
 * screen; and its reprints per shift with their reasons.
 */
export function printCenterSnapshot(db: PlantDb, printers: LivePrinter[], now: Date): PrintCenterSnapshot {
  const day = plantDay(now, shiftStartsOf(db));
  const todays = db
    .select({
      ...summaryColumns,
      reprintOf: printJob.reprintOf,
      reprintReason: printJob.reprintReason,
      reprintNote: printJob.reprintNote,
    })
    .from(printJob)
    .where(and(gte(printJob.printedAt, day.from), lt(printJob.printedAt, day.to)))
    .orderBy(asc(printJob.id))
    .all();
  const open = todays.filter((job) => (OPEN_STATES as readonly string[]).includes(job.state));
  const attention = db
    .select(summaryColumns)
    .from(printJob)
    .where(
      and(inArray(printJob.state, [...ATTENTION_STATES]), isNull(printJob.missingJob), isNull(printJob.confirmedAt)),
    )
    .orderBy(desc(printJob.id))
    .limit(ATTENTION_LIMIT)
    .all();
  const summary = ({ reprintOf: _, reprintReason: __, reprintNote: ___, ...job }: (typeof todays)[number]) => job;
  return {
    day: day.day,
    printers: printers.map((printer) => {
      const mine = open.filter((job) => job.printerName.toLowerCase() === printer.printerName.toLowerCase());
      const printing = mine[0] && mine[0].state !== 'reserved' ? mine[0] : null;
      return {
        printer,
        printing: printing ? summary(printing) : null,
        queue: (printing ? mine.slice(1) : mine).map(summary),
      };
    }),
    unwatched: unwatchedPrinters(db),
    attention,
    today: { byPrinter: figures(todays, 'printerName'), byScreen: figures(todays, 'screen') },
    shifts: shiftReprints(todays, day),
  };
}
