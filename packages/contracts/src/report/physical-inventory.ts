import { z } from 'zod';
import { plantCalls } from '../plants.js';
import {
  col,
  column,
  plantID,
  REPORT_MODULE,
  reportLookup,
  reportOptions,
  reportSearch,
  rowShape,
  text,
} from './kit.js';
import { month, year, yearMonthRules } from './year-month.js';

const SCREEN = 'PhysicalInventoryReport';

/** Before (PRE) or after (POST) the inventory adjustment. */
export const phyType = z.enum(['PRE', 'POST']).default('PRE');
/** A: active (expected and found), L: lost, F: found, ALL. */
export const invOption = z.enum(['A', 'L', 'F', 'ALL']).default('ALL');

/** One box of a physical inventory. */
const row = {
  plantId: column(col.text, 'Plant Id'),
  boxSerial: column(col.text, 'Box Serial'),
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  kanban: column(col.maybeText, 'Kanban'),
  boxQty: column(col.int, 'Box Qty'),
  type: column(col.text, 'Type'),
  scanDate: column(col.maybeText, 'Scan Date'),
  userId: column(col.maybeText, 'User Id'),
  status: column(col.text, 'Status'),
};

export const physicalInventoryReport = {
  title: 'Physical Inventory Report',
  /** The result's columns with their headers. */
  row,
  columns: Object.keys(row) as (keyof typeof row)[],
  rules: yearMonthRules,
} as const;

export const PhysicalInventoryReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  years: reportOptions(SCREEN, `${SCREEN}/Years`, { plantID: text(12) }),
  months: reportOptions(SCREEN, `${SCREEN}/Months`, {}),
  types: reportOptions(SCREEN, `${SCREEN}/Types`, {}),
  phys: reportLookup(SCREEN, `${SCREEN}/Phys`, { plantID: text(12), year, month, type: phyType.optional() }),
  search: reportSearch(SCREEN, SCREEN, {
    filters: { plantID, year, month, phyId: text(30), type: phyType, invOption },
    row: rowShape(row),
    columns: () => physicalInventoryReport.columns,
    rules: physicalInventoryReport.rules,
  }),
};
