import dayjs from 'dayjs';

/**
 * Formats a date in the user's format, written the way the server writes it (dd/MM/yyyy,
 * MM/dd/yyyy, yyyy-MM-dd HH:mm:ss). Empty or unreadable values give ''.
 */
export function formatDate(date: Date | string | null | undefined, userFormat: string): string {
  if (date === null || date === undefined || date === '') return '';
  const d = dayjs(date);
  return d.isValid() ? d.format(toDayjsFormat(userFormat)) : '';
}

/** The server's tokens (yyyy, yy, dd, d) in dayjs's spelling (YYYY, YY, DD, D); the others agree. */
function toDayjsFormat(userFormat: string): string {
  return userFormat.replace(/y{4}|y{2}|d{1,2}/g, (token) => token.toUpperCase());
}

// A date or date-time as services write it: 2026-10-27, 2026-10-27 01:15[:09[.123]], 2026-10-27T01:15:09Z.
const serviceDate = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A grid cell's text: a service's date in the user's format (its time as HH:mm, or HH:mm:ss when it
 * has seconds other than 0), any other value as it is.
 */
export function cellText(value: unknown, userFormat: string): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const m = serviceDate.exec(text.trim());
  if (!m) return text;
  // A zoned instant is shown in the browser's time; a plain one as the service wrote it.
  const date = m[7] ? new Date(text) : new Date(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  // Date rolls impossible fields over (month 13): such a text is not a date.
  if (Number.isNaN(date.getTime()) || (!m[7] && date.getMonth() !== +m[2]! - 1)) return text;
  if (m[4] === undefined) return formatDate(date, userFormat);
  const time = date.getSeconds() ? 'HH:mm:ss' : 'HH:mm';
  return formatDate(date, `${userFormat} ${time}`);
}

// A date inside a text, as services write it: 2026-10-27 (with a time: 2026-10-27 01:15[:09]).
const embeddedDate = /\b\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?\b/g;

/** A text with service dates inside it ('ASN1 - 2026-10-27'), each in the user's format. */
export function textWithDates(text: string, userFormat: string): string {
  return text.replace(embeddedDate, (date) => cellText(date, userFormat));
}
