/** The moment a report was made, in the user's day order and time zone. */
export interface ReportDate {
  /** 'dd/MM/yyyy' for ES, else 'MM/dd/yyyy'. */
  date: string;
  /** 24-hour 'HH:mm:ss'. */
  time: string;
  /** The date with '-' separators, for file names. */
  fileDate: string;
}

export function reportDate(at: Date, language: string, timeZone?: string): ReportDate {
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
  const ordered =
    language.toUpperCase() === 'ES' ? [parts.day, parts.month, parts.year] : [parts.month, parts.day, parts.year];
  return {
    date: ordered.join('/'),
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    fileDate: ordered.join('-'),
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
