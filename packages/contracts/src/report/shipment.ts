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

const SCREEN = 'ShipmentReport';

/** One box shipped under an ASN (detail), or one part of an ASN (summary). */
const row = {
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  custPartNo: col.maybeText,
  custDesignLevel: col.maybeText,
  shipDate: col.maybeText,
  asnNumber: col.text,
  asnVersion: col.int,
  asnOriginPlant: col.text,
  asnDeliverTo: col.text,
  truckInfo: col.maybeText,
  mfgPlant: col.text,
  masterLabelSerialNumber: col.maybeText,
  truckLoadDTM: col.maybeText,
  palletNumber: col.maybeText,
  skidDTM: col.maybeText,
  boxSerialNumber: col.maybeText,
  palletLoadDTM: col.maybeText,
  qty: col.int,
};

const summary = [
  'sewsPartNo',
  'sewsDesignLevel',
  'custPartNo',
  'custDesignLevel',
  'shipDate',
  'asnNumber',
  'asnVersion',
  'asnOriginPlant',
  'asnDeliverTo',
  'truckInfo',
  'mfgPlant',
  'qty',
] as const;

export const shipmentReport = {
  title: 'Shipment Report',
  window: dateWindows.shipment,
  columns: {
    S: summary,
    D: [
      ...summary.slice(0, -1),
      'masterLabelSerialNumber',
      'truckLoadDTM',
      'palletNumber',
      'skidDTM',
      'boxSerialNumber',
      'palletLoadDTM',
      'qty',
    ],
  },
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.shipment),
} as const;

const scope = { plantID: text(12) };

export const ShipmentReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  asnNumbers: reportLookup(SCREEN, `${SCREEN}/ASNNumbers`, scope),
  custPartNumbers: reportLookup(SCREEN, `${SCREEN}/CustPartNumbers`, scope),
  sewsNumbers: reportLookup(SCREEN, `${SCREEN}/SEWSNumbers`, scope),
  search: reportSearch(SCREEN, SCREEN, {
    filters: {
      plantID,
      reportOption,
      partNumberOption,
      /** The part number, of the kind partNumberOption says. */
      custPartNo: text(40),
      ASN: text(30),
      ...dateRange,
    },
    row,
    columns: (f) => shipmentReport.columns[f.reportOption],
    rules: shipmentReport.rules,
  }),
};
