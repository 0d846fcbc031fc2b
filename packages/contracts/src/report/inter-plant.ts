import { col, column, dateRange, partNumberOption, plantID, rowShape, text } from './kit.js';
import { datedReport, reportScreen } from './report-screen.js';
import { dateWindows } from './rules/date-window.js';

const SCREEN = 'INTERPLANTSHIPMENTREPORT';
const PATH = 'InterPlantShipmentReport';

/** One box the plant shipped to another plant, with its receipt there. */
const row = {
  asnOriginPlant: column(col.text, 'ASN Origin Plant'),
  mfgPlant: column(col.text, 'Mfg Plant'),
  asnDeliverTo: column(col.text, 'ASN Deliver To'),
  asnNumberRec: column(col.maybeText, 'ASN Number Received'),
  shipDate: column(col.maybeText, 'Ship Date'),
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  custPartNo: column(col.maybeText, 'Customer Part No'),
  custDesignLevel: column(col.maybeText, 'Customer Design Level'),
  boxSerialNumber: column(col.text, 'Box Serial No'),
  customerId: column(col.maybeText, 'Customer Id'),
  receivingDate: column(col.maybeText, 'Receiving Date'),
  asnNumber: column(col.text, 'ASN Number'),
};

export const interPlantReport = datedReport({
  title: 'Inter Plant Shipment Report',
  /** The result's columns with their headers. */
  row,
  window: dateWindows.interPlant,
  columns: Object.keys(row) as (keyof typeof row)[],
});

export const INTERPLANTSHIPMENTREPORT = reportScreen(SCREEN, {
  path: PATH,
  lookups: { asnNumbers: 'ASNNumbers', custPartNumbers: 'CustPartNumbers', sewsNumbers: 'SEWSNumbers' },
  search: {
    filters: { plantID, partNumberOption, partNumber: text(40), ASN: text(30), ...dateRange },
    row: rowShape(row),
    columns: () => interPlantReport.columns,
    rules: interPlantReport.rules,
  },
});
