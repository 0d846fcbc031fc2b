import { z } from 'zod';
import { reportMessages } from './messages.js';
import type { ReportIssue } from './rules/issues.js';

/** A year filter (blank: not chosen). */
export const year = z.coerce.number().int().min(2000).max(2100).optional();
/** A month filter, '01'..'12' as the Months list sends it (spec 3 section 9). */
export const month = z.coerce.number().int().min(1).max(12).optional();

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** The Months list: value '01'..'12', text 'Jan'..'Dec'. */
export const monthOptions = MONTHS.map((text, i) => ({ value: String(i + 1).padStart(2, '0'), text }));

/** Year and month are both required. */
export function yearMonthRules(f: { year?: number; month?: number }): ReportIssue[] {
  if (f.year === undefined) return [{ path: 'year', message: reportMessages.yearMonthRequired }];
  if (f.month === undefined) return [{ path: 'month', message: reportMessages.yearMonthRequired }];
  return [];
}
