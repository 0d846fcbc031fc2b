import { z } from 'zod';
import { exportStamp } from '../file-call.js';
import { plantCalls } from '../plants.js';
import { reportExport } from './file-export.js';
import { col, dateRange, plantID, REPORT_MODULE, reportSearch } from './kit.js';
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
  plantId: col.text,
  serialNumber: col.text,
  sewsPartNo: col.maybeText,
  sewsDesignLevel: col.maybeText,
  custPartNo: col.maybeText,
  custDesignLevel: col.maybeText,
  qty: col.int,
  containerSerialNumber: col.maybeText,
  printedDate: col.text,
  printedBy: col.text,
  printerName: col.maybeText,
  status: col.text,
};

export const labelPrintedReport = {
  title: 'Label Printed but not Shipped',
  window: dateWindows.labelPrinted,
  columns: Object.keys(row) as (keyof typeof row)[],
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.labelPrinted),
} as const;

const filters = { plantID, reportOption: labelType, ...dateRange };

export const LabelPrintedbutnotShippedReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN, PATH),
  search: reportSearch(SCREEN, PATH, {
    filters,
    row,
    columns: () => labelPrintedReport.columns,
    rules: labelPrintedReport.rules,
  }),
  export: reportExport(SCREEN, `${PATH}/Export`, { ...filters, ...exportStamp }, labelPrintedReport.rules),
};
