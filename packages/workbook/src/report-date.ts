import { dateFormatFor } from '@fgss/contracts';

/** The moment a report was made, in the user's date format and time zone. */
export interface ReportDate {
  /** In the user's date format: 'dd/MM/yyyy' for ES, else 'MM/dd/yyyy', unless the session names another. */
  date: string;
  /** 24-hour 'HH:mm:ss'. */
  time: string;
  /** The date with '-' separators, for file names. */
  fileDate: string;
  /** The user's date format, which the workbook's date cells follow too. */
  dateFormat: string;
  /** The user's language, which the workbook's own words follow. */
  language: string;
}

export function reportDate(at: Date, language: string, timeZone?: string, dateFormat?: string): ReportDate {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  const format = dateFormat ?? dateFormatFor(language.toUpperCase());
  const token: Record<string, string> = {
    yyyy: parts.year,
    yy: parts.year.slice(2),
    MM: parts.month,
    M: String(Number(parts.month)),
    dd: parts.day,
    d: String(Number(parts.day)),
  };
  const date = format.replace(/y+|M+|d+/g, (t) => token[t] ?? t);
  return {
    date,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    fileDate: date.replace(/[/. ]/g, '-'),
    dateFormat: format,
    language,
  };
}

/** A valid IANA time zone name (as the browser reports it), else undefined. */
export function knownTimeZone(name: string | undefined): string | undefined {
  if (!name) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return undefined;
  }
}

/**
 * A dated export's file name as the spec writes them: a title of words takes its date after a
 * space ('Shipment Report 03-18-2026'), a one-word title after '_' ('BoxHarnessReport_03-18-2026').
 */
export const datedFileName = (title: string, at: ReportDate): string =>
  `${title}${title.includes(' ') ? ' ' : '_'}${at.fileDate}.xlsx`;
