import { z } from 'zod';
import { col, column, dateRange, partNumberOption, plantID, reportOption, rowShape, text } from './kit.js';
import { datedReport, reportScreen } from './report-screen.js';
import { dateWindows } from './rules/date-window.js';

const SCREEN = 'ReturnASNReport';

/** Status filter: ALL, I in transit, R received, RI re-inspected. */
export const returnAsnStatus = z.enum(['ALL', 'I', 'R', 'RI']).default('ALL');

/** A return ASN's part (summary) or box (detail). */
const row = {
  sewsPartNo: column(col.text, 'SEWS Part No'),
  custPartNumber: column(col.maybeText, 'Customer Part No'),
  shipDate: column(col.text, 'Ship Date'),
  asnNumber: column(col.text, 'ASN Number'),
  truckInfo: column(col.maybeText, 'Truck Info'),
  mfgPlant: column(col.text, 'Mfg Plant'),
  boxSerialNumber: column(col.maybeText, 'Box Serial No'),
  qty: column(col.int, 'Qty'),
  dateTimeStamp: column(col.text, 'Date Time Stamp'),
  recivedBy: column(col.maybeText, 'Received By'),
  recInspDate: column(col.maybeText, 'Re-Inspection Date'),
  recInsBy: column(col.maybeText, 'Re-Inspected By'),
};

const detail = Object.keys(row) as (keyof typeof row)[];

export const returnAsnReport = datedReport({
  title: 'Return ASN Report',
  /** The result's columns with their headers. */
  row,
  window: dateWindows.returnAsn,
  columns: { S: detail.filter((c) => c !== 'boxSerialNumber'), D: detail },
});

export const ReturnASNReport = reportScreen(SCREEN, {
  lookups: { sewsPartNumbers: 'SEWSPartNumbers', custPartNumbers: 'CustPartNumbers', asnNumbers: 'ASNNumbers' },
  search: {
    filters: {
      plantID,
      reportOption,
      partNumberOption,
      partNumber: text(40),
      ASN: text(30),
      ...dateRange,
      inTransitOption: returnAsnStatus,
    },
    row: rowShape(row),
    columns: (f) => returnAsnReport.columns[f.reportOption],
    rules: returnAsnReport.rules,
  },
});
