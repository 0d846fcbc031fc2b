import { col, column, dateRange, partNumberOption, plantID, rowShape, text } from './kit.js';
import { reportMessages } from './messages.js';
import { reportScreen } from './report-screen.js';
import { dateWindows } from './rules/date-window.js';
import { datesWithin, type ReportIssue } from './rules/issues.js';

const SCREEN = 'INCOMPLETESHIPMENTREPORT';
const PATH = 'IncompleteShipmentReport';
/** Text boxes of this screen hold at most 18 characters (spec 3 section 5). */
const TEXT_MAX = 18;

/** One box on an ASN whose truck has not left (loading, or reopened). */
const row = {
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  custPartNo: column(col.maybeText, 'Customer Part No'),
  custDesignLevel: column(col.maybeText, 'Customer Design Level'),
  asnNumber: column(col.text, 'ASN Number'),
  asnOriginPlant: column(col.text, 'ASN Origin Plant'),
  asnDeliverTo: column(col.text, 'ASN Deliver To'),
  truckInfo: column(col.maybeText, 'Truck Info'),
  mfgPlant: column(col.text, 'Mfg Plant'),
  masterLabelSerialNumber: column(col.maybeText, 'Master Label Serial No'),
  palletNumber: column(col.maybeText, 'Pallet Number'),
  boxSerialNumber: column(col.text, 'Box Serial No'),
  qty: column(col.int, 'Qty'),
};

export const incompleteShipmentReport = {
  title: 'Incomplete Shipment Report',
  /** The result's columns with their headers. */
  row,
  window: dateWindows.incompleteShipment,
  /** The most characters its text boxes (ASN, part numbers) take. */
  textMax: TEXT_MAX,
  columns: Object.keys(row) as (keyof typeof row)[],
  /** Both dates, or an ASN; dates given must be within 91 days. */
  rules: (f: { dateFrom?: string; dateTo?: string; ASN?: string }): ReportIssue[] => {
    if (!f.ASN && (!f.dateFrom || !f.dateTo))
      return [{ path: f.dateFrom ? 'dateTo' : 'dateFrom', message: reportMessages.datesRequired }];
    return datesWithin(f, dateWindows.incompleteShipment);
  },
} as const;

export const INCOMPLETESHIPMENTREPORT = reportScreen(SCREEN, {
  path: PATH,
  lookups: { asnNumbers: 'ASNNumbers', custPartNumbers: 'CustPartNumbers', sewsNumbers: 'SEWSNumbers' },
  search: {
    filters: {
      plantID,
      partNumberReport: partNumberOption,
      /** The part number, of the kind partNumberReport says. */
      custPartNo: text(TEXT_MAX),
      ASN: text(TEXT_MAX),
      ...dateRange,
    },
    row: rowShape(row),
    columns: () => incompleteShipmentReport.columns,
    rules: incompleteShipmentReport.rules,
  },
});
