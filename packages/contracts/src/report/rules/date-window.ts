import { reportMessages } from '../messages.js';
import { addDays, addYears, daysBetween, isBeforeMin, monthStart } from './dates.js';

/**
 * How far apart a report's dates may be (spec 3 section 5). An invalid range disables search
 * and export on the web, and the gateway and the services refuse it with the same message.
 */
export interface DateWindow {
  /** The most days `to` may be after `from`; none: only the order is checked. */
  maxDays?: number;
  /** The date-to picker's own limit (days after from) where the spec makes it tighter. */
  pickerDays?: number;
  /** Days `to` may be before `from` (Receipt: 'to not before from-1'). */
  slackDays?: number;
  /**
   * The period searched starts on the first of the from month (Return products summary, spec 3
   * section 5); the window still counts from the date typed.
   */
  fromMonthStart?: boolean;
  /** The most years `to` may be after `from` (the same day that many years on). */
  maxYears?: number;
  /** The screen's own words for a range too long. */
  message?: string;
}

export const dateWindows = {
  shipment: { maxDays: 91, pickerDays: 89 },
  receipt: { maxDays: 90, slackDays: 1 },
  interPlant: { maxDays: 91 },
  cycleCount: { maxDays: 91 },
  returnAsn: { maxDays: 91 },
  incompleteShipment: { maxDays: 91 },
  returnProductsSummary: { maxDays: 364, fromMonthStart: true },
  returnProductsDetail: { maxDays: 90 },
  labelPrinted: { maxDays: 182 },
  doi: { maxDays: 185 },
  inTransit: {},
} as const satisfies Record<string, DateWindow>;

/** The first day the report's period covers: the month start for Return products summary. */
export const periodFrom = (w: DateWindow, from: string) => (w.fromMonthStart ? monthStart(from) : from);

/** The latest date-to the picker offers for `from`, or undefined when unbounded. */
export function maxDateTo(w: DateWindow, from: string): string | undefined {
  const days = w.pickerDays ?? w.maxDays;
  return days === undefined ? undefined : addDays(from, days);
}

/** What is wrong with a date range, for the web to say in the user's language. */
export type DateWindowIssue =
  | { kind: 'beforeMin' }
  | { kind: 'fromAfterTo' }
  /** `message`: the screen's own words (a spec message, shown as written). */
  | { kind: 'tooLong'; days: number; message?: string };

/** Why `from`..`to` ('yyyy-MM-dd') breaks the window, or null when it is valid. */
export function dateWindowIssue(w: DateWindow, from: string, to: string): DateWindowIssue | null {
  if (isBeforeMin(from) || isBeforeMin(to)) return { kind: 'beforeMin' };
  const days = daysBetween(from, to);
  if (days < -(w.slackDays ?? 0)) return { kind: 'fromAfterTo' };
  if (w.maxDays !== undefined && days > w.maxDays) return { kind: 'tooLong', days: w.maxDays, message: w.message };
  if (w.maxYears !== undefined && to > addYears(from, w.maxYears))
    return { kind: 'tooLong', days: 365 * w.maxYears, message: w.message };
  return null;
}

/** The issue in the services' words (English), as the gateway and the services refuse it. */
export function dateWindowError(w: DateWindow, from: string, to: string): string | null {
  const issue = dateWindowIssue(w, from, to);
  if (!issue) return null;
  if (issue.kind === 'tooLong') return issue.message ?? reportMessages.tooLong(issue.days);
  return reportMessages[issue.kind];
}
