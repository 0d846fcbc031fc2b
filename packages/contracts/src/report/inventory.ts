import { plantCalls } from '../plants.js';
import {
  col,
  partNumberOption,
  plantID,
  REPORT_MODULE,
  reportLookup,
  reportOption,
  reportOptions,
  reportSearch,
  text,
} from './kit.js';

const SCREEN = 'InventoryReport';

/** The boxes in stock at the plant's locations (the spec does not list the columns). */
const row = {
  location: col.maybeText,
  boxSerialNumber: col.maybeText,
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  custPartNo: col.maybeText,
  custDesignLevel: col.maybeText,
  kanban: col.maybeText,
  boxes: col.int,
  /** Pieces in stock: a harness DOI scrapped is out of stock for good. */
  qty: col.int,
  /** Harnesses DOI holds (reserved): still in stock, not to be shipped until reversed. */
  reserved: col.int,
  packDate: col.maybeText,
};

export const inventoryReport = {
  title: 'Inventory Report',
  columns: {
    S: ['location', 'sewsPartNo', 'sewsDesignLevel', 'custPartNo', 'custDesignLevel', 'boxes', 'qty', 'reserved'],
    D: [
      'location',
      'boxSerialNumber',
      'sewsPartNo',
      'sewsDesignLevel',
      'custPartNo',
      'custDesignLevel',
      'kanban',
      'qty',
      'reserved',
      'packDate',
    ],
  },
} as const;

const scope = { plantID: text(12) };

export const InventoryReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  locations: reportOptions(SCREEN, `${SCREEN}/Locations`, scope),
  custumerNumbers: reportLookup(SCREEN, `${SCREEN}/CustumerNumbers`, scope),
  sewNumbers: reportLookup(SCREEN, `${SCREEN}/SEWNumbers`, scope),
  search: reportSearch(SCREEN, SCREEN, {
    filters: {
      plantID,
      location: text(25),
      partNumber: text(40),
      reportOption,
      /** Whether partNumber is a customer (C) or SEWS (S) part number. */
      partNumberReport: partNumberOption,
    },
    row,
    columns: (f) => inventoryReport.columns[f.reportOption],
  }),
};
