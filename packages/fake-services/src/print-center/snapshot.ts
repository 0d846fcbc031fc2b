import {
  ATTENTION_STATES,
  type DayFigures,
  type JobSummary,
  type LivePrinter,
  type PrintCenterSnapshot,
  type ReprintReason,
  reprintReasons,
} from '@fgss/contracts';
import { and, asc, desc, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { printJob } from '../db/schema/printing/index.js';
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
  jobs: { printedAt: string; reprintOf: number | null; reprintReason: string | null }[],
  day: PlantDay,
) {
  return day.shifts.map((shift) => {
    const reprints = jobs.filter((j) => j.reprintOf !== null && j.printedAt >= shift.from && j.printedAt < shift.to);
    const reasons = reprintReasons
      .map((reason: ReprintReason) => ({ reason, count: reprints.filter((j) => j.reprintReason === reason).length }))
      .filter((r) => r.count > 0);
    return { start: shift.start, reprints: reprints.length, reasons };
  });
}

/**
 * What Print Center shows of the plant at `now`: each printer with its live state, the job it
 * prints and its queue; the jobs needing attention; the plant day's figures per printer and
 * screen; and its reprints per shift with their reasons.
 */
export function printCenterSnapshot(db: PlantDb, printers: LivePrinter[], now: Date): PrintCenterSnapshot {
  const day = plantDay(now, shiftStartsOf(db));
  const todays = db
    .select({ ...summaryColumns, reprintOf: printJob.reprintOf, reprintReason: printJob.reprintReason })
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
  const summary = ({ reprintOf: _, reprintReason: __, ...job }: (typeof todays)[number]) => job;
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
    attention,
    today: { byPrinter: figures(todays, 'printerName'), byScreen: figures(todays, 'screen') },
    shifts: shiftReprints(todays, day),
  };
}
