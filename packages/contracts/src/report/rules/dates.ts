import { MIN_DATE } from '../../constants.js';

/** Report dates travel as 'yyyy-MM-dd' (or 'yyyy/MM/dd', spec 3 section 3); both read the same. */
const DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' for a real calendar date written as above, else null. */
export function parseReportDate(text: string): string | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
  return at.toISOString().slice(0, 10);
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
export const addDays = (iso: string, days: number) =>
  new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
/** The same day `years` on ('yyyy-MM-dd'; 29 February becomes 1 March when that year has none). */
export function addYears(iso: string, years: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}
export const monthStart = (iso: string) => `${iso.slice(0, 8)}01`;
export const isBeforeMin = (iso: string) => iso < MIN_DATE;
