import { z } from 'zod';
import { exportStamp } from '../file-call.js';
import { plantCalls } from '../plants.js';
import { reportExport } from './file-export.js';
import { col, column, dateRange, plantID, REPORT_MODULE, reportSearch, rowShape } from './kit.js';
import { dateWindows } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

const SCREEN = 'LabelPrintedbutnotShippedReport';
/** The service's path: not the screen's permission key. */
const PATH = 'LabelPrintedButNotShipped';

/** The label level listed: H harness, B box, P pallet. */
export const labelType = z.enum(['H', 'B', 'P']).default('H');

/**
 * Labels printed in the period whose goods have not shipped. Part columns are empty for a pallet
 * (it may hold several parts); container is the box of a harness, the pallet of a box, the
 * master label of a pallet.
 */
const row = {
  plantId: column(col.text, 'Plant Id'),
  serialNumber: column(col.text, 'Serial Number'),
  sewsPartNo: column(col.maybeText, 'SEWS Part No'),
  sewsDesignLevel: column(col.maybeText, 'SEWS Design Level'),
  custPartNo: column(col.maybeText, 'Customer Part No'),
  custDesignLevel: column(col.maybeText, 'Customer Design Level'),
  qty: column(col.int, 'Qty'),
  containerSerialNumber: column(col.maybeText, 'Container Serial No'),
  printedDate: column(col.text, 'Printed Date'),
  printedBy: column(col.text, 'Printed By'),
  printerName: column(col.maybeText, 'Printer'),
  status: column(col.text, 'Status'),
};

export const labelPrintedReport = {
  title: 'Label Printed but not Shipped',
  /** The result's columns with their headers. */
  row,
  window: dateWindows.labelPrinted,
  columns: Object.keys(row) as (keyof typeof row)[],
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.labelPrinted),
} as const;

const filters = { plantID, reportOption: labelType, ...dateRange };

export const LabelPrintedbutnotShippedReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN, PATH),
  search: reportSearch(SCREEN, PATH, {
    filters,
    row: rowShape(row),
    columns: () => labelPrintedReport.columns,
    rules: labelPrintedReport.rules,
  }),
  export: reportExport(SCREEN, `${PATH}/Export`, { ...filters, ...exportStamp }, labelPrintedReport.rules),
};
