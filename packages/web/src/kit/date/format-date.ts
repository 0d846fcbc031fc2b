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
