import { MIN_DATE } from '@fgss/contracts';
import type { TextKey } from '@/lib/i18n';

/**
 * A date typed by the user: its value, or the catalogue's message to show in the user's language
 * (dates before the spec's minimum, 2000-01-01, are refused). Empty text is no date and no error.
 */
export interface TypedDate {
  value: Date | null;
  error: Extract<TextKey, 'invalidDate' | 'dateBeforeMin'> | null;
}

const [minYear, minMonth, minDay] = MIN_DATE.split('-').map(Number) as [number, number, number];
const minDate = new Date(minYear, minMonth - 1, minDay);

const isoLike = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// d/m/y, d-m-y and d.m.y: the same separator twice, a two- or four-digit year.
const separated = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;

/** Day-first when the user's format starts with dd (dd/MM/yyyy for ES), else month-first. */
export const isDayFirst = (userFormat: string) => userFormat.trim().toLowerCase().startsWith('dd');

/**
 * Reads a typed date (spec 1 section 5): yyyy-m-d, or d/m/y, d-m-y, d.m.y in the user's field
 * order; a two-digit year means 20xx. Impossible dates give 'Value must be a valid date' (invalidDate).
 */
export function parseTypedDate(text: string, userFormat: string): TypedDate {
  const input = text.trim();
  if (!input) return { value: null, error: null };
  const parts = fieldsOf(input, isDayFirst(userFormat));
  if (!parts) return { value: null, error: 'invalidDate' };
  const { year, month, day } = parts;
  const date = new Date(year, month - 1, day);
  // Date rolls impossible days over (Feb 30 -> Mar 2); a real date comes back unchanged.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return { value: null, error: 'invalidDate' };
  }
  if (date < minDate) return { value: null, error: 'dateBeforeMin' };
  return { value: date, error: null };
}

function fieldsOf(input: string, dayFirst: boolean): { year: number; month: number; day: number } | null {
  const iso = isoLike.exec(input);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const sep = separated.exec(input);
  if (!sep) return null;
  const first = Number(sep[1]);
  const second = Number(sep[3]);
  const yearText = sep[4] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return dayFirst ? { year, month: second, day: first } : { year, month: first, day: second };
}
