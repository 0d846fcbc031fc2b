/**
 * Dates of the print screens travel as ISO calendar dates ('2026-03-09'): the web turns what the
 * user typed into this form, the gateway and the service read it back here.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function calendar(match: RegExpExecArray | null): CalendarDate | null {
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date rolls impossible days over (Feb 30 -> Mar 2); a real date comes back unchanged.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A strict ISO date 'yyyy-MM-dd' that exists in the calendar, else null. */
export const parseIsoDate = (text: string | null | undefined): CalendarDate | null =>
  typeof text === 'string' ? calendar(ISO_DATE.exec(text)) : null;

/** An ISO date, optionally with a time ('2026-03-09T08:00:00'); only the calendar date is kept. */
export const parseIsoDateTime = (text: string | null | undefined): CalendarDate | null =>
  typeof text === 'string' ? calendar(ISO_DATE_TIME.exec(text.trim())) : null;

export const isoDate = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** Today's date where the code runs (the browser, the gateway or the plant), as 'yyyy-MM-dd'. */
export const todayIso = (now: Date = new Date()) =>
  isoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

/**
 * The Lot No of a production date: its ISO 8601 week number (1 to 53; weeks start on Monday and
 * week 1 holds the year's first Thursday), so 2026-01-01 is week 1 and 2027-01-01 is week 53.
 */
export function lotNumberOf(date: CalendarDate): number {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const weekday = d.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** The Lot No shown beside a production date: '' while the date is not valid. */
export function lotNumberText(text: string | null | undefined): string {
  const date = parseIsoDateTime(text);
  return date ? String(lotNumberOf(date)) : '';
}

/**
 * An ISO date as a label prints it, in the user's date order (spec 2 section 9): 'dd/MM/yyyy'
 * for ES, 'MM/dd/yyyy' otherwise. Text that is not an ISO date prints as it is.
 */
export function labelDate(text: string, language: string | null | undefined): string {
  const d = parseIsoDateTime(text);
  if (!d) return text;
  const [day, month, year] = [pad(d.day), pad(d.month), pad(d.year, 4)];
  return language === 'ES' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
