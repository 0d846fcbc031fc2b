import { plantCalls } from '../plants.js';
import {
  col,
  column,
  partNumberOption,
  plantID,
  REPORT_MODULE,
  reportLookup,
  reportOption,
  reportOptions,
  reportSearch,
  rowShape,
  text,
} from './kit.js';

const SCREEN = 'InventoryReport';

/** The boxes in stock at the plant's locations (the spec does not list the columns). */
const row = {
  location: column(col.maybeText, 'Location'),
  boxSerialNumber: column(col.maybeText, 'Box Serial No'),
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  custPartNo: column(col.maybeText, 'Customer Part No'),
  custDesignLevel: column(col.maybeText, 'Customer Design Level'),
  kanban: column(col.maybeText, 'Kanban'),
  boxes: column(col.int, 'Boxes'),
  /** Pieces in stock: a harness DOI scrapped is out of stock for good. */
  qty: column(col.int, 'Qty'),
  /** Harnesses DOI holds (reserved): still in stock, not to be shipped until reversed. */
  reserved: column(col.int, 'Reserved (DOI)'),
  packDate: column(col.maybeText, 'Pack Date'),
};

export const inventoryReport = {
  title: 'Inventory Report',
  /** The result's columns with their headers. */
  row,
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
    row: rowShape(row),
    columns: (f) => inventoryReport.columns[f.reportOption],
  }),
};
