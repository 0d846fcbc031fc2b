import { adminMasterMessages, isPastMonth, isPastYear, messages, type SaveReply, yearOfMonth } from '@fgss/contracts';
import { asc, inArray, like } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { accountCalendar } from '../../db/schema/admin-masters/index.js';
import type { Batch } from '../../grid/store.js';
import { badRequest } from '../../http/errors.js';
import { accountCalendarStore } from './stores.js';

type Month = typeof accountCalendar.$inferSelect;
const pad = (n: number) => String(n).padStart(2, '0');
const inYear = (year: number) => like(accountCalendar.yearMonth, `${year}-%`);

/** The twelve 'yyyy-MM' months of a year. */
export const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);

/** Years the calendar holds, and the current and next year (to generate). */
export function calendarYears(db: PlantDb, now = new Date()): number[] {
  const held = db.selectDistinct({ yearMonth: accountCalendar.yearMonth }).from(accountCalendar).all();
  const years = new Set([now.getFullYear(), now.getFullYear() + 1, ...held.map((m) => yearOfMonth(m.yearMonth))]);
  return [...years].sort((a, b) => a - b);
}

/** Whether a year's months may be generated: not a past year, and none of its months yet. */
export function validateYear(db: PlantDb, year: number): { isValid: boolean; message: string } {
  if (isPastYear(year)) return { isValid: false, message: adminMasterMessages.pastCalendar };
  const held = db.select({ id: accountCalendar.id }).from(accountCalendar).where(inYear(year)).limit(1).get();
  if (held) return { isValid: false, message: messages.recordExists };
  return { isValid: true, message: '' };
}

/** Each month of the year from its first to its last day. */
export function generateYear(db: PlantDb, year: number): SaveReply {
  const verdict = validateYear(db, year);
  if (!verdict.isValid) throw badRequest(verdict.message);
  return accountCalendarStore.insert(
    db,
    monthsOf(year).map((yearMonth, i) => ({
      yearMonth,
      startDate: `${yearMonth}-01`,
      endDate: `${yearMonth}-${pad(new Date(Date.UTC(year, i + 1, 0)).getUTCDate())}`,
    })),
  );
}

/**
 * Past months are read-only (spec 3 sections 4 to 6), here as on the screen: no month before the
 * current one, of this year or an earlier one, is added, changed or deleted, '[20260] Past
 * Calendar Data not allowed to modify.'. The whole batch is refused before anything is written.
 */
export function checkCalendarBatch(db: PlantDb, batch: Batch<Partial<Month>, Partial<Month>>): void {
  const ids = [...batch.updated.map((r) => r.id as number), ...batch.deleted.map((r) => r.id)];
  const stored = ids.length
    ? db.select().from(accountCalendar).where(inArray(accountCalendar.id, ids)).orderBy(asc(accountCalendar.id)).all()
    : [];
  const months = [...stored, ...batch.inserted, ...batch.updated].map((m) => m.yearMonth ?? '');
  if (months.some((m) => isPastMonth(m))) throw badRequest(adminMasterMessages.pastCalendar);
}

export const calendarOfYear = inYear;
