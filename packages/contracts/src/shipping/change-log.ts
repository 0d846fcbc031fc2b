import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineFileCall, exportStamp } from '../file-call.js';
import { loadOptions } from '../grid/load-options.js';
import { type DateWindow, dateWindowError } from '../report/rules/date-window.js';
import { PLAN_CUSTOMER_CODE_MAX, planLookup, planPlants } from './lookups.js';
import { shippingMessages } from './messages.js';
import { PlanRow } from './plan-maintenance.js';

const screen = 'ShipmentPlanChangeLog';

/** What happened to a plan row. */
export const CHANGE_ACTIONS = ['INSERT', 'UPDATE', 'DELETE', 'IMPORT', 'DELETE ALL'] as const;

/** One recorded change of a plan row: who, when, what, and its values before and after. */
export const changeLogRow = z.object({
  id: z.number().int(),
  plantId: z.string(),
  option: z.string(),
  action: z.enum(CHANGE_ACTIONS),
  sewsPartNo: z.string(),
  customerCode: z.string(),
  shipToWhse: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
  oldValues: z.string().nullable(),
  newValues: z.string().nullable(),
});
export type ChangeLogRow = z.infer<typeof changeLogRow>;

/**
 * A plan row's values as the change log keeps them (JSON of its fields) in words a user reads:
 * 'SEWS Part No.: 82111; Ship Date: 2026-11-01; Ship Qty: 7', in the grid's order and with its
 * labels, leaving out the fields the row leaves empty. Text that is no such JSON stays as it is.
 */
export function planValuesText(values: string | null): string | null {
  if (values === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(values);
  } catch {
    return values;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return values;
  const row = parsed as Record<string, unknown>;
  const fields = PlanRow.fields as Record<string, { label: string }>;
  const known = Object.keys(fields).filter((f) => f in row);
  const others = Object.keys(row).filter((f) => !(f in fields));
  return [...known, ...others]
    .filter((f) => row[f] !== null && row[f] !== undefined && row[f] !== '')
    .map((f) => `${fields[f]?.label ?? f}: ${typeof row[f] === 'object' ? JSON.stringify(row[f]) : String(row[f])}`)
    .join('; ');
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Value must be a valid date');

/** Date to within one year of date from (spec 3 section 5). */
export const changeLogWindow: DateWindow = { maxYears: 1, message: shippingMessages.changeLogRange };

/** The change log's filters (spec 3 sections 2.2 and 5). */
const changeLogFields = {
  plantId: z.string().min(1).max(12),
  sewsPartNo: z.string().max(40).optional(),
  customerCode: z.string().max(PLAN_CUSTOMER_CODE_MAX).optional(),
  shipToWhse: z.string().max(5).optional(),
  from: day,
  to: day,
};

/** Date to within one year of date from. */
const withinWindow = (f: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const problem = dateWindowError(changeLogWindow, f.from, f.to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
};

/** The change log filters with the grid's paging and column sorts. */
export const changeLogFilter = z
  .object({
    ...changeLogFields,
    skip: z.coerce.number().int().min(0).optional(),
    take: z.coerce.number().int().min(1).max(5000).optional(),
    // The grid's column sorts; newest first when none.
    sort: loadOptions([]).shape.sort,
  })
  .superRefine((f, ctx) => {
    withinWindow(f, ctx);
    for (const s of f.sort ?? [])
      if (!(s.selector in changeLogRow.shape))
        ctx.addIssue({ code: 'custom', path: ['sort'], message: `Unknown column '${s.selector}' in sort` });
  });

/** The export's filters, as the spec lists them: no paging, the moment of the export. */
export const changeLogExportFilter = z.object({ ...changeLogFields, ...exportStamp }).superRefine(withinWindow);

export const ShipmentPlanChangeLog = {
  ...planPlants(screen),
  /** What the plant's change log names, each narrowed by the other filters chosen. */
  customerCodes: planLookup(screen, 'CustomerCodes'),
  sewsPartNumbers: planLookup(screen, 'SewsPartNumbers'),
  shipToWhse: planLookup(screen, 'ShipToWhse'),
  list: defineCall({
    service: 'shipping',
    method: 'GET',
    path: screen,
    access: { kind: 'screen', module: 'ShippingPlan', screen, action: 'read' },
    input: changeLogFilter,
    response: z.object({ data: z.array(changeLogRow), totalCount: z.number().int() }),
  }),
  /** The spec shows the export's parameters but no path: `{Screen}/Export`, as its other exports are named. */
  export: defineFileCall({
    service: 'shipping',
    path: `${screen}/Export`,
    access: { kind: 'screen', module: 'ShippingPlan', screen, action: 'read' },
    input: changeLogExportFilter,
  }),
};
