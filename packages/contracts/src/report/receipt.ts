import { col, column, dateRange, partNumberOption, plantID, reportOption, rowShape, text } from './kit.js';
import { datedReport, reportScreen } from './report-screen.js';
import { dateWindows } from './rules/date-window.js';

const SCREEN = 'ReceiptReport';

/** Inter-plant ASNs received at the plant: per ASN and part (summary) or per box (detail). */
const row = {
  sewsPartNo: column(col.text, 'SEWS Part No'),
  custPartNo: column(col.maybeText, 'Customer Part No'),
  receivingDate: column(col.maybeText, 'Receiving Date'),
  asnNumber: column(col.text, 'ASN Number'),
  truckInfo: column(col.maybeText, 'Truck Info'),
  mfgPlant: column(col.text, 'Mfg Plant'),
  qty: column(col.int, 'Qty'),
  sewsDesignLevel: column(col.maybeText, 'SEWS Design Level'),
  custDesignLevel: column(col.maybeText, 'Customer Design Level'),
  asnNumberRec: column(col.maybeText, 'ASN Number Received'),
  masterLabelSerialNumber: column(col.maybeText, 'Master Label Serial No'),
  palletNumber: column(col.maybeText, 'Pallet Number'),
  boxSerialNumber: column(col.maybeText, 'Box Serial No'),
};

const summary = ['sewsPartNo', 'custPartNo', 'receivingDate', 'asnNumber', 'truckInfo', 'mfgPlant', 'qty'] as const;

export const receiptReport = datedReport({
  title: 'Receipt Report',
  /** The result's columns with their headers. */
  row,
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
});

export const ReceiptReport = reportScreen(SCREEN, {
  lookups: { asnNumbers: 'ASNNumbers', custPartNumbers: 'CustPartNumbers', sewsNumbers: 'SEWSNumbers' },
  search: {
    filters: { plantID, reportOption, partNumberOption, partNumber: text(40), ASN: text(30), ...dateRange },
    row: rowShape(row),
    columns: (f) => receiptReport.columns[f.reportOption],
    rules: receiptReport.rules,
  },
});
