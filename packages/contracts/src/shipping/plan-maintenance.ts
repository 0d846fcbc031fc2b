import { z } from 'zod';
import { defineCall, uploadFile } from '../call.js';
import { EXCEL_EXTENSIONS } from '../configuration/part-rules/import-call.js';
import { partRulesMessages } from '../configuration/part-rules/messages.js';
import { defineFileCall } from '../file-call.js';
import { defineEntity } from '../grid/entity.js';
import { masterGridCalls } from '../grid/master-grid.js';
import { plantKeyField } from '../grid/plant-key-field.js';
import { PLAN_CUSTOMER_CODE_MAX, planOptions, planPlants, shipToWhseField } from './lookups.js';
import { shippingMessages } from './messages.js';

const screen = 'ShipmentPlanMaintenanceMaster';
const module = 'ShippingPlan';

/** Shipment plan option (spec 3 section 9): SH plans ship dates, PROD plans production dates. */
export const PLAN_OPTIONS = ['SH', 'PROD'] as const;
export type PlanOption = (typeof PLAN_OPTIONS)[number];
export const PLAN_QTY_MAX = 99999;

/** yyyy-MM-dd of the first day of the month of `now` (the earliest plan date, spec 3 section 4). */
export function firstOfMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}

const quantity = (label: string) => ({ kind: 'int', label, emptyAsZero: true }) as const;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

type Issue = { field: 'begInvent' | 'shipQty' | 'prodQty' | 'prodDate' | 'shipDate'; message: string };

/**
 * One plan line (spec 3 sections 3 to 5): text upper-case, quantities 0 to 99999 with the spec's
 * messages and null saved as 0, the date of the option required and not before the first day of
 * the current month, designChange empty rather than null.
 */
export const PlanRow = defineEntity({
  name: screen,
  title: 'Shipment Plan Maintenance',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    option: {
      kind: 'text',
      label: 'Option',
      max: 4,
      required: true,
      upper: true,
      hidden: true,
      lookup: { table: 'planOptions' },
    },
    plantId: plantKeyField({ max: 12, upper: true, key: false }),
    sewsPartNo: { kind: 'text', label: 'SEWS Part No.', max: 40, required: true, upper: true },
    designChange: { kind: 'text', label: 'Design Change', max: 40, upper: true, emptyAsString: true },
    lineCode: { kind: 'text', label: 'Line Code', max: 25, required: true, upper: true },
    // Customers, their groups and ship-to warehouses are those the plant's history ships to.
    custGroup: {
      kind: 'text',
      label: 'Cust Group',
      max: 20,
      required: true,
      upper: true,
      lookup: { table: 'shippedCustomerGroups' },
    },
    customerCode: {
      kind: 'text',
      label: 'Customer Code',
      max: PLAN_CUSTOMER_CODE_MAX,
      required: true,
      upper: true,
      lookup: { table: 'shippedCustomers' },
    },
    // yyyy-MM-dd; '' for the date the option does not use.
    prodDate: { kind: 'text', label: 'Prod Date', max: 10, emptyAsString: true },
    shipDate: { kind: 'text', label: 'Ship Date', max: 10, emptyAsString: true },
    shipToWhse: shipToWhseField,
    begInvent: quantity('Beg. Invt'),
    shipQty: quantity('Ship Qty'),
    prodQty: quantity('Prod Qty'),
  },
  unique: ['option', 'plantId', 'sewsPartNo', 'designChange', 'customerCode', 'shipToWhse', 'prodDate', 'shipDate'],
  defaultSort: [{ selector: 'sewsPartNo' }, { selector: 'shipDate' }, { selector: 'prodDate' }],
  scope: { option: 'option' },
  checks: (row) => {
    const issues: Issue[] = [];
    const range = (field: 'begInvent' | 'shipQty' | 'prodQty', message: string) => {
      const v = row[field];
      if (v != null && (v < 0 || v > PLAN_QTY_MAX)) issues.push({ field, message });
    };
    range('begInvent', shippingMessages.begInventRange);
    range('shipQty', shippingMessages.shipQtyRange);
    range('prodQty', shippingMessages.prodQtyRange);
    const field = row.option === 'PROD' ? 'prodDate' : 'shipDate';
    const label = row.option === 'PROD' ? 'Prod Date' : 'Ship Date';
    const date = row[field];
    if (!date) issues.push({ field, message: `${label} is required` });
    else if (!isoDate.test(date)) issues.push({ field, message: 'Value must be a valid date' });
    else if (date < firstOfMonth()) issues.push({ field, message: shippingMessages.dateBeforeMonth });
    return issues;
  },
});
export type PlanRowRow = z.infer<typeof PlanRow.row>;

/** The plan a screen shows or deletes: plant, option, year and month. */
export const planScope = z.object({
  option: z.enum(PLAN_OPTIONS),
  plantId: z.string().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export type PlanScope = z.infer<typeof planScope>;

const grid = masterGridCalls('shipping', module, PlanRow);

/**
 * The columns of a plan workbook by option, in the template's order: the template's header row
 * is their labels, and the import reads exactly these.
 */
export const PLAN_IMPORT_FIELDS = {
  SH: [
    'sewsPartNo',
    'designChange',
    'lineCode',
    'custGroup',
    'customerCode',
    'shipDate',
    'shipToWhse',
    'begInvent',
    'shipQty',
  ],
  PROD: [
    'sewsPartNo',
    'designChange',
    'lineCode',
    'custGroup',
    'customerCode',
    'prodDate',
    'shipToWhse',
    'begInvent',
    'prodQty',
  ],
} as const satisfies Record<PlanOption, readonly (keyof typeof PlanRow.fields)[]>;

const planImport = defineCall({
  service: 'shipping',
  method: 'POST',
  path: `${screen}/Import`,
  upload: true,
  query: ['option'],
  // A workbook of many thousand rows is read, checked and saved in one call: more than the usual bound.
  timeoutMs: 120_000,
  access: { kind: 'screen', module, screen, action: 'create' },
  input: z.object({
    option: z.enum(PLAN_OPTIONS),
    plantId: z.string().min(1).max(12),
    file: uploadFile(EXCEL_EXTENSIONS, partRulesMessages.onlyExcel),
  }),
  // A refused file answers 400 importFailed with one 'Row n: ...' issue per bad row: the error detail.
  response: z.object({ message: z.string() }),
});

/** The workbook the import reads, for an option: its header row is PLAN_IMPORT_FIELDS (the spec's lower-case 'p'). */
const planTemplate = defineFileCall({
  service: 'shipping',
  path: 'ShipmentplanMaintenanceMaster/GetTemplate',
  access: { kind: 'screen', module, screen, action: 'read' },
  input: z.object({ type: z.enum(PLAN_OPTIONS) }),
});

export const ShipmentPlanMaintenanceMaster = {
  ...grid,
  // ShipmentPlanMaintenanceMaster?option&plantId&year&month: the generic load within one plan
  // (one object, so that POST /api/export exports it like any grid list).
  list: { ...grid.list, input: grid.list.input.safeExtend(planScope.shape) },
  ...planPlants(screen),
  /** The years a plan may be for: the current one, the next, and any a plan of the plant has. */
  years: planOptions(screen, 'Years', { plantId: z.string().max(12).optional() }),
  months: planOptions(screen, 'Months', {}),
  /** The customers and customer groups the plant's history ships to (what the plan error report accepts). */
  customers: planOptions(screen, 'Customers', {}),
  customerGroups: planOptions(screen, 'CustomerGroups', {}),
  shipToWhse: planOptions(screen, 'ShipToWhse', {}),
  import: planImport,
  template: planTemplate,
  deleteAll: defineCall({
    service: 'shipping',
    method: 'DELETE',
    path: `${screen}/DeleteAll`,
    query: ['option', 'plantId', 'year', 'month'],
    access: { kind: 'screen', module, screen, action: 'delete' },
    input: planScope,
    response: z.object({ message: z.string() }),
  }),
};
