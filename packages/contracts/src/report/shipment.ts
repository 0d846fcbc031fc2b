import { col, column, dateRange, partNumberOption, plantID, reportOption, rowShape, text } from './kit.js';
import { datedReport, reportScreen } from './report-screen.js';
import { dateWindows } from './rules/date-window.js';

const SCREEN = 'ShipmentReport';

/** One box shipped under an ASN (detail), or one part of an ASN (summary). */
const row = {
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  custPartNo: column(col.maybeText, 'Customer Part No'),
  custDesignLevel: column(col.maybeText, 'Customer Design Level'),
  shipDate: column(col.maybeText, 'Ship Date'),
  asnNumber: column(col.text, 'ASN Number'),
  asnVersion: column(col.int, 'ASN Version'),
  asnOriginPlant: column(col.text, 'ASN Origin Plant'),
  asnDeliverTo: column(col.text, 'ASN Deliver To'),
  truckInfo: column(col.maybeText, 'Truck Info'),
  mfgPlant: column(col.text, 'Mfg Plant'),
  masterLabelSerialNumber: column(col.maybeText, 'Master Label Serial No'),
  truckLoadDTM: column(col.maybeText, 'Truck Load Date'),
  palletNumber: column(col.maybeText, 'Pallet Number'),
  skidDTM: column(col.maybeText, 'Skid Date'),
  boxSerialNumber: column(col.maybeText, 'Box Serial No'),
  palletLoadDTM: column(col.maybeText, 'Pallet Load Date'),
  qty: column(col.int, 'Qty'),
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

export const shipmentReport = datedReport({
  title: 'Shipment Report',
  /** The result's columns with their headers. */
  row,
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
});

export const ShipmentReport = reportScreen(SCREEN, {
  lookups: { asnNumbers: 'ASNNumbers', custPartNumbers: 'CustPartNumbers', sewsNumbers: 'SEWSNumbers' },
  search: {
    filters: {
      plantID,
      reportOption,
      partNumberOption,
      /** The part number, of the kind partNumberOption says. */
      custPartNo: text(40),
      ASN: text(30),
      ...dateRange,
    },
    row: rowShape(row),
    columns: (f) => shipmentReport.columns[f.reportOption],
    rules: shipmentReport.rules,
  },
});
