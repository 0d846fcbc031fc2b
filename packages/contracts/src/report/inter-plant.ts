import { plantCalls } from '../plants.js';
import { col, dateRange, partNumberOption, plantID, REPORT_MODULE, reportLookup, reportSearch, text } from './kit.js';
import { dateWindows } from './rules/date-window.js';
import { requiredDates } from './rules/issues.js';

const SCREEN = 'INTERPLANTSHIPMENTREPORT';
const PATH = 'InterPlantShipmentReport';

/** One box the plant shipped to another plant, with its receipt there. */
const row = {
  asnOriginPlant: col.text,
  mfgPlant: col.text,
  asnDeliverTo: col.text,
  asnNumberRec: col.maybeText,
  shipDate: col.maybeText,
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  custPartNo: col.maybeText,
  custDesignLevel: col.maybeText,
  boxSerialNumber: col.text,
  customerId: col.maybeText,
  receivingDate: col.maybeText,
  asnNumber: col.text,
};

export const interPlantReport = {
  title: 'Inter Plant Shipment Report',
  window: dateWindows.interPlant,
  columns: Object.keys(row) as (keyof typeof row)[],
  rules: (f: { dateFrom?: string; dateTo?: string }) => requiredDates(f, dateWindows.interPlant),
} as const;

const scope = { plantID: text(12) };

export const INTERPLANTSHIPMENTREPORT = {
  ...plantCalls('report', REPORT_MODULE, SCREEN, PATH),
  asnNumbers: reportLookup(SCREEN, `${PATH}/ASNNumbers`, scope),
  custPartNumbers: reportLookup(SCREEN, `${PATH}/CustPartNumbers`, scope),
  sewsNumbers: reportLookup(SCREEN, `${PATH}/SEWSNumbers`, scope),
  search: reportSearch(SCREEN, PATH, {
    filters: { plantID, partNumberOption, partNumber: text(40), ASN: text(30), ...dateRange },
    row,
    columns: () => interPlantReport.columns,
    rules: interPlantReport.rules,
  }),
};
