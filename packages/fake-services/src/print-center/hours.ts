import { CHART_SHIFTS_BEFORE, type PrintCenterHours, type PrinterHour } from '@fgss/contracts';
import { and, asc, gte, lt } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { printJob } from '../db/schema/printing/index.js';
import { recentShifts, shiftStartsOf } from './shifts.js';
import { labelsOut } from './snapshot.js';

/**
 * Print Center's chart at `now`: labels out (as the day's figures count them), reprints and
 * failures per hour and printer over the current shift and the two before.
 */
export function printCenterHours(db: PlantDb, now: Date): PrintCenterHours {
  const shifts = recentShifts(now, shiftStartsOf(db), CHART_SHIFTS_BEFORE);
  const from = shifts[0]?.from;
  const to = shifts.at(-1)?.to;
  if (!from || !to) return { shifts, hours: [] };
  const jobs = db
    .select({
      printedAt: printJob.printedAt,
      printerName: printJob.printerName,
      state: printJob.state,
      labels: printJob.labels,
      copies: printJob.copies,
      printedLabels: printJob.printedLabels,
      reprintOf: printJob.reprintOf,
    })
    .from(printJob)
    .where(and(gte(printJob.printedAt, from), lt(printJob.printedAt, to)))
    .orderBy(asc(printJob.printedAt))
    .all();
  const by = new Map<string, PrinterHour>();
  for (const job of jobs) {
    const hour = `${job.printedAt.slice(0, 13)}:00`;
    const key = `${hour}\u0000${job.printerName}`;
    const h = by.get(key) ?? { hour, printerName: job.printerName, labels: 0, reprints: 0, failures: 0 };
    h.labels += labelsOut(job);
    if (job.reprintOf !== null) h.reprints++;
    if (job.state === 'failed') h.failures++;
    by.set(key, h);
  }
  const hours = [...by.values()].sort(
    (a, b) => a.hour.localeCompare(b.hour) || a.printerName.localeCompare(b.printerName),
  );
  return { shifts, hours };
}
