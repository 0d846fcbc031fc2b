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
  /** Date from counts from the first of its month (Return products summary). */
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

/** The from date a window counts from (the month start for Return products summary). */
export const windowFrom = (w: DateWindow, from: string) => (w.fromMonthStart ? monthStart(from) : from);

/** The latest date-to the picker offers for `from`, or undefined when unbounded. */
export function maxDateTo(w: DateWindow, from: string): string | undefined {
  const days = w.pickerDays ?? w.maxDays;
  return days === undefined ? undefined : addDays(windowFrom(w, from), days);
}

/** Why `from`..`to` ('yyyy-MM-dd') breaks the window, or null when it is valid. */
export function dateWindowError(w: DateWindow, from: string, to: string): string | null {
  if (isBeforeMin(from) || isBeforeMin(to)) return reportMessages.beforeMin;
  const start = windowFrom(w, from);
  const days = daysBetween(start, to);
  if (days < -(w.slackDays ?? 0)) return reportMessages.fromAfterTo;
  if (w.maxDays !== undefined && days > w.maxDays) return w.message ?? reportMessages.tooLong(w.maxDays);
  if (w.maxYears !== undefined && to > addYears(start, w.maxYears))
    return w.message ?? reportMessages.tooLong(365 * w.maxYears);
  return null;
}
