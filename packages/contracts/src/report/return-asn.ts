import { z } from 'zod';
import { plantCalls } from '../plants.js';
import {
  col,
  dateRange,
  partNumberOption,
  plantID,
  REPORT_MODULE,
  reportLookup,
  reportOption,
  reportSearch,
  text,
} from './kit.js';
import { dateWindows } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

const SCREEN = 'ReturnASNReport';

/** Status filter: ALL, I in transit, R received, RI re-inspected. */
export const returnAsnStatus = z.enum(['ALL', 'I', 'R', 'RI']).default('ALL');

/** A return ASN's part (summary) or box (detail). */
const row = {
  sewsPartNo: col.text,
  custPartNumber: col.maybeText,
  shipDate: col.text,
  asnNumber: col.text,
  truckInfo: col.maybeText,
  mfgPlant: col.text,
  boxSerialNumber: col.maybeText,
  qty: col.int,
  dateTimeStamp: col.text,
  recivedBy: col.maybeText,
  recInspDate: col.maybeText,
  recInsBy: col.maybeText,
};

const detail = Object.keys(row) as (keyof typeof row)[];

export const returnAsnReport = {
  title: 'Return ASN Report',
  window: dateWindows.returnAsn,
  columns: { S: detail.filter((c) => c !== 'boxSerialNumber'), D: detail },
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.returnAsn),
} as const;

const scope = { plantID: text(12) };

export const ReturnASNReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  sewsPartNumbers: reportLookup(SCREEN, `${SCREEN}/SEWSPartNumbers`, scope),
  custPartNumbers: reportLookup(SCREEN, `${SCREEN}/CustPartNumbers`, scope),
  asnNumbers: reportLookup(SCREEN, `${SCREEN}/ASNNumbers`, scope),
  search: reportSearch(SCREEN, SCREEN, {
    filters: {
      plantID,
      reportOption,
      partNumberOption,
      partNumber: text(40),
      ASN: text(30),
      ...dateRange,
      inTransitOption: returnAsnStatus,
    },
    row,
    columns: (f) => returnAsnReport.columns[f.reportOption],
    rules: returnAsnReport.rules,
  }),
};
