import { z } from 'zod';
import { defineCall } from '../call.js';
import { loadOptions } from '../grid/load-options.js';
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

const { skip, take } = loadOptions([]).shape;

/**
 * The export form (spec 3 section 2.2.1): Shipped is always daily; daily needs a date range
 * under 31 days, weekly and monthly a year and month. Type (progress or plan error report)
 * chooses the call; skip and take page the rows, so that POST /api/export writes either workbook.
 */
export const progressFilter = z
  .object({
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
    skip,
    take,
  })
  .superRefine((f, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (f.status === PROGRESS_STATUS.shipped && f.frequency !== PROGRESS_FREQUENCY.daily)
      fail('frequency', 'Shipped is reported daily');
    if (f.frequency === PROGRESS_FREQUENCY.daily) {
      if (!f.from || !f.to) return fail('from', shippingMessages.datesRequired);
      const days = daysBetween(f.from, f.to);
      if (days < 0 || days >= PROGRESS_MAX_DAYS) fail('to', shippingMessages.progressRange);
    } else if (f.year === undefined || f.month === undefined) fail('year', shippingMessages.yearMonthRequired);
  });
export type ProgressFilter = z.output<typeof progressFilter>;

/** Plan against what the plant history shipped or produced, per part (and warehouse) and period. */
export const progressRow = z.object({
  sewsPartNo: z.string(),
  shipToWhse: z.string(),
  /** yyyy-MM-dd (daily), the Monday of the week (weekly) or yyyy-MM (monthly). */
  period: z.string(),
  planned: z.number(),
  actual: z.number(),
  difference: z.number(),
});
/** A plan row that does not match the masters, and why. */
export const planErrorRow = z.object({
  id: z.number(),
  sewsPartNo: z.string(),
  customerCode: z.string(),
  custGroup: z.string(),
  shipToWhse: z.string(),
  date: z.string(),
  reason: z.string(),
});

/** The workbooks' titles and columns, in order (the export's header row). */
export const progressReports = {
  progress: {
    title: 'Shipment Plan Progress Report',
    columns: {
      sewsPartNo: 'SEWS Part No.',
      shipToWhse: 'Ship To Whse',
      period: 'Period',
      planned: 'Planned',
      actual: 'Actual',
      difference: 'Difference',
    },
  },
  planErrors: {
    title: 'Shipment Plan Error Report',
    columns: {
      id: 'Id',
      sewsPartNo: 'SEWS Part No.',
      customerCode: 'Customer Code',
      custGroup: 'Cust Group',
      shipToWhse: 'Ship To Whse',
      date: 'Date',
      reason: 'Reason',
    },
  },
} as const;

const screen = 'ShipmentPlanProgressReport';
const rowsCall = <R extends z.ZodType>(path: string, row: R) =>
  defineCall({
    service: 'shipping',
    method: 'GET',
    path: `${screen}/${path}`,
    access: { kind: 'screen', module: 'ShippingPlan', screen, action: 'read' },
    input: progressFilter,
    response: z.object({ data: z.array(row), totalCount: z.number().int() }),
  });

export const ShipmentPlanProgressReport = {
  ...planPlants(screen),
  years: planOptions(screen, 'Years', { plantId: z.string().max(12).optional() }),
  months: planOptions(screen, 'Months', {}),
  /** Type 0: the plan against the history. */
  progress: rowsCall('Progress', progressRow),
  /** Type 1: plan rows naming a part, customer group or warehouse the masters do not know. */
  planErrors: rowsCall('PlanErrors', planErrorRow),
};
