import { z } from 'zod';
import { plantCalls } from '../plants.js';
import { col, dateRange, plantID, REPORT_MODULE, reportSearch } from './kit.js';
import { dateWindows } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

const SCREEN = 'LabelPrintedbutnotShippedReport';

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

export const LabelPrintedbutnotShippedReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  search: reportSearch(SCREEN, 'LabelPrintedButNotShipped', {
    filters: { plantID, reportOption: labelType, ...dateRange },
    row,
    columns: () => labelPrintedReport.columns,
    rules: labelPrintedReport.rules,
  }),
};
