import { plantCalls } from '../plants.js';
import { reportExport } from './file-export.js';
import {
  col,
  column,
  dateRange,
  partNumberOption,
  plantID,
  REPORT_MODULE,
  reportLookup,
  reportOption,
  reportSearch,
  rowShape,
  text,
} from './kit.js';
import { dateWindows } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

const SCREEN = 'ReturnProductsReport';

/**
 * Summary: per customer, pieces returned before the period and not yet reshipped (carryOver),
 * returned in it and reshipped in it. Detail (columns not in the spec): one returned box.
 */
const row = {
  customerCodeSummary: column(col.maybeText, 'Customer Code'),
  carryOver: column(col.maybeInt, 'Carry Over'),
  returned: column(col.maybeInt, 'Returned'),
  reShipped: column(col.maybeInt, 'Re-Shipped'),
  customerCode: column(col.maybeText, 'Customer Code'),
  asnNumber: column(col.maybeText, 'ASN Number'),
  boxSerialNumber: column(col.maybeText, 'Box Serial No'),
  sewsPartNo: column(col.maybeText, 'SEWS Part No'),
  custPartNo: column(col.maybeText, 'Customer Part No'),
  qty: column(col.maybeInt, 'Qty'),
  returnDate: column(col.maybeText, 'Return Date'),
  reShipDate: column(col.maybeText, 'Re-Ship Date'),
};

const window = (reportOption: 'S' | 'D') =>
  reportOption === 'S' ? dateWindows.returnProductsSummary : dateWindows.returnProductsDetail;

export const returnProductsReport = {
  title: 'Return Products Report',
  /** The result's columns with their headers. */
  row,
  /** Summary: up to 364 days from the date typed, its period from the first of that month; detail 90 days. */
  window,
  columns: {
    S: ['customerCodeSummary', 'carryOver', 'returned', 'reShipped'],
    D: ['customerCode', 'asnNumber', 'boxSerialNumber', 'sewsPartNo', 'custPartNo', 'qty', 'returnDate', 'reShipDate'],
  },
  rules: (f: { reportOption: 'S' | 'D'; dateFrom?: string; dateTo?: string }) =>
    requiredDates(f, window(f.reportOption)),
} as const;

/** The lookups' scope; searchExpr names what the typed text is searched in (the spec sends it). */
const scope = { plantID: text(12), searchExpr: text(50) };
const filters = { plantID, reportOption, partNumberOption, partNumber: text(40), ASN: text(30), ...dateRange };

export const ReturnProductsReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  custPartNumbers: reportLookup(SCREEN, `${SCREEN}/CustPartNumbers`, scope),
  sewsPartNumbers: reportLookup(SCREEN, `${SCREEN}/SEWSPartNumbers`, scope),
  asnNumbers: reportLookup(SCREEN, `${SCREEN}/ASNNumbers`, scope),
  search: reportSearch(SCREEN, SCREEN, {
    filters,
    row: rowShape(row),
    columns: (f) => returnProductsReport.columns[f.reportOption],
    rules: returnProductsReport.rules,
  }),
  export: reportExport(SCREEN, `${SCREEN}/Export`, filters, returnProductsReport.rules),
};
