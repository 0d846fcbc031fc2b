import { and, eq } from 'drizzle-orm';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { systemParameters } from '../db/schema/plant/index.js';

/**
 * The plant's shift starts: system parameter PrintCenter / SHIFT_STARTS ('06:00,14:00,22:00',
 * times of day separated by commas); the default when it is not set or not readable.
 */
export const DEFAULT_SHIFT_STARTS = ['06:00', '14:00', '22:00'];

/** The starts in the order of the day, the first one the plant day's start. */
export function shiftStartsOf(db: PlantDb): string[] {
  const row = db
    .select({ value: systemParameters.parameter_Value })
    .from(systemParameters)
    .where(and(eq(systemParameters.option, 'PrintCenter'), eq(systemParameters.parameter_c, 'SHIFT_STARTS')))
    .get();
  const starts = (row?.value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = starts.length > 0 && starts.every((s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s));
  return valid ? [...new Set(starts)].sort() : DEFAULT_SHIFT_STARTS;
}

export interface PlantDay {
  /** 'yyyy-MM-dd' of the day the first shift started. */
  day: string;
  /** Plant times as print_job stores them: [from, to) of the day, and of each shift. */
  from: string;
  to: string;
  shifts: { start: string; from: string; to: string }[];
}

const dateOf = (d: Date) => plantTime(d).slice(0, 10);

/**
 * The plant day `now` is in: it starts with the first shift and ends with the next day's first
 * shift (a night shift past midnight belongs to the day it started).
 */
export function plantDay(now: Date, starts: string[]): PlantDay {
  const first = starts[0] ?? '00:00';
  const clock = plantTime(now).slice(11, 16);
  const start = new Date(now);
  if (clock < first) start.setDate(start.getDate() - 1);
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  const day = dateOf(start);
  const at = (date: string, hhmm: string) => `${date} ${hhmm}:00`;
  const to = at(dateOf(next), first);
  const times = starts.map((s) => at(day, s));
  return {
    day,
    from: times[0] ?? at(day, first),
    to,
    shifts: starts.map((s, i) => ({ start: s, from: times[i] ?? '', to: times[i + 1] ?? to })),
  };
}

/**
 * The shift `now` is in and the `before` shifts ahead of it, oldest first (they may reach back
 * over one plant day or more: a plant with one shift looks back two days).
 */
export function recentShifts(now: Date, starts: string[], before: number): PlantDay['shifts'] {
  const clock = plantTime(now);
  const byFrom = new Map<string, PlantDay['shifts'][number]>();
  for (let back = before; back >= 0; back--) {
    const then = new Date(now);
    then.setDate(then.getDate() - back);
    for (const shift of plantDay(then, starts).shifts) if (shift.from <= clock) byFrom.set(shift.from, shift);
  }
  return [...byFrom.values()].sort((a, b) => a.from.localeCompare(b.from)).slice(-(before + 1));
}
