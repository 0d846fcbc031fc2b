import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineFileCall, exportStamp } from '../file-call.js';
import type { DateWindow } from '../report/rules/date-window.js';
import { planOptions, planPlants } from './lookups.js';
import { shippingMessages } from './messages.js';

/** Progress export codes (spec 3 section 9). */
export const PROGRESS_STATUS = { shipped: 0, produced: 1 } as const;
export const PROGRESS_FREQUENCY = { daily: 0, weekly: 1, monthly: 2 } as const;
export const PROGRESS_TYPE = { progress: 0, planError: 1 } as const;
/** The longest daily range: under 31 days (date-to at most date-from plus 30 days). */
export const PROGRESS_MAX_DAYS = 31;

/** The daily range of the form (spec 3 section 5): date to at most date from plus 30 days. */
export const progressWindow: DateWindow = { maxDays: PROGRESS_MAX_DAYS - 1, message: shippingMessages.progressRange };

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Value must be a valid date');
const code = z.coerce.number().int();
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** What the report is of: plant, part, warehouse, customer, shipped or produced, and the period. */
const progressFields = z.object({
  plantId: z.string().min(1).max(12),
  sewsPartNo: z.string().max(18).optional(),
  shipToWhse: z.string().max(5).optional(),
  customerCode: z.string().max(4).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  from: day.optional(),
  to: day.optional(),
  status: code.pipe(z.union([z.literal(0), z.literal(1)])),
  frequency: code.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
});

/**
 * The form's rules (spec 3 section 2.2.1): Shipped is always daily; daily needs a date range
 * under 31 days, weekly and monthly a year and month.
 */
function progressRules(f: z.output<typeof progressFields>, ctx: z.RefinementCtx) {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (f.status === PROGRESS_STATUS.shipped && f.frequency !== PROGRESS_FREQUENCY.daily)
    fail('frequency', 'Shipped is reported daily');
  if (f.frequency === PROGRESS_FREQUENCY.daily) {
    if (!f.from || !f.to) return fail('from', shippingMessages.datesRequired);
    const days = daysBetween(f.from, f.to);
    if (days < 0 || days >= PROGRESS_MAX_DAYS) fail('to', shippingMessages.progressRange);
  } else if (f.year === undefined || f.month === undefined) fail('year', shippingMessages.yearMonthRequired);
}

/** The export form: the report's filter, and Type choosing the workbook (progress or plan errors). */
export const progressFilter = progressFields
  .extend({
    type: code.pipe(z.union([z.literal(0), z.literal(1)])).default(PROGRESS_TYPE.progress),
    ...exportStamp,
  })
  .superRefine(progressRules);
export type ProgressFilter = z.output<typeof progressFilter>;

/** The chart beside the export: the progress report's filter, summed over parts per period. */
export const progressChartFilter = progressFields.superRefine(progressRules);
export type ProgressChartFilter = z.output<typeof progressChartFilter>;

/** One period of the chart: what the plan asked and what the plant shipped (or produced). */
export const progressPeriod = z.object({
  /** yyyy-MM-dd (daily), the Monday of the week (weekly) or yyyy-MM (monthly). */
  period: z.string(),
  planned: z.number(),
  actual: z.number(),
});
export type ProgressPeriod = z.infer<typeof progressPeriod>;

const screen = 'ShipmentPlanProgressReport';

export const ShipmentPlanProgressReport = {
  ...planPlants(screen),
  years: planOptions(screen, 'Years', { plantId: z.string().max(12).optional() }),
  months: planOptions(screen, 'Months', {}),
  /** Planned against actual per period, every period of the filter's range, oldest first. */
  chart: defineCall({
    service: 'shipping',
    method: 'GET',
    path: `${screen}/Chart`,
    access: { kind: 'screen', module: 'ShippingPlan', screen, action: 'read' },
    input: progressChartFilter,
    response: z.object({ periods: z.array(progressPeriod) }),
  }),
  /** The progress report (type 0) or the plan error report (type 1) as a spreadsheet, in the user's language. */
  export: defineFileCall({
    service: 'shipping',
    path: `${screen}/Export`,
    access: { kind: 'screen', module: 'ShippingPlan', screen, action: 'read' },
    input: progressFilter,
  }),
};
