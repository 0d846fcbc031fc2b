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

const SCREEN = 'ReceiptReport';

/** Inter-plant ASNs received at the plant: per ASN and part (summary) or per box (detail). */
const row = {
  sewsPartNo: col.text,
  custPartNo: col.maybeText,
  receivingDate: col.maybeText,
  asnNumber: col.text,
  truckInfo: col.maybeText,
  mfgPlant: col.text,
  qty: col.int,
  sewsDesignLevel: col.maybeText,
  custDesignLevel: col.maybeText,
  asnNumberRec: col.maybeText,
  masterLabelSerialNumber: col.maybeText,
  palletNumber: col.maybeText,
  boxSerialNumber: col.maybeText,
};

const summary = ['sewsPartNo', 'custPartNo', 'receivingDate', 'asnNumber', 'truckInfo', 'mfgPlant', 'qty'] as const;

export const receiptReport = {
  title: 'Receipt Report',
  window: dateWindows.receipt,
  columns: {
    S: summary,
    D: [
      'sewsPartNo',
      'sewsDesignLevel',
      'custPartNo',
      'custDesignLevel',
      'receivingDate',
      'asnNumber',
      'asnNumberRec',
      'truckInfo',
      'mfgPlant',
      'masterLabelSerialNumber',
      'palletNumber',
      'boxSerialNumber',
      'qty',
    ],
  },
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.receipt),
} as const;

const scope = { plantID: text(12) };

export const ReceiptReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  asnNumbers: reportLookup(SCREEN, `${SCREEN}/ASNNumbers`, scope),
  custPartNumbers: reportLookup(SCREEN, `${SCREEN}/CustPartNumbers`, scope),
  sewsNumbers: reportLookup(SCREEN, `${SCREEN}/SEWSNumbers`, scope),
  search: reportSearch(SCREEN, SCREEN, {
    filters: { plantID, reportOption, partNumberOption, partNumber: text(40), ASN: text(30), ...dateRange },
    row,
    columns: (f) => receiptReport.columns[f.reportOption],
    rules: receiptReport.rules,
  }),
};
