import { reportMessages } from '../messages.js';
import { type DateWindow, dateWindowError } from './date-window.js';

/** A rule broken by a report's filters: the filter it is about and the message to show. */
export interface ReportIssue {
  path: string;
  message: string;
}

interface Dated {
  dateFrom?: string;
  dateTo?: string;
}

/** Both dates required, and within the window. */
export function requiredDates(f: Dated, w: DateWindow): ReportIssue[] {
  if (!f.dateFrom || !f.dateTo)
    return [{ path: f.dateFrom ? 'dateTo' : 'dateFrom', message: reportMessages.datesRequired }];
  return datesWithin(f, w);
}

/** The window, checked when both dates are given. */
export function datesWithin(f: Dated, w: DateWindow): ReportIssue[] {
  if (!f.dateFrom || !f.dateTo) return [];
  const message = dateWindowError(w, f.dateFrom, f.dateTo);
  return message ? [{ path: 'dateTo', message }] : [];
}
