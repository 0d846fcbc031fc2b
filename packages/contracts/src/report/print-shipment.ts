import { z } from 'zod';
import { defineFileCall, exportStamp } from '../file-call.js';
import { col, column, readReport, reportLookup, reportSearch, rowShape, text } from './kit.js';
import { reportMessages } from './messages.js';

const SCREEN = 'PrintShipment';
const PATH = 'PrintShipmentReport';

/** A shipped ASN as the Print Shipment list shows it. */
const row = {
  asnNumber: column(col.text, 'ASN Number'),
  transportationInformation: column(col.maybeText, 'Transportation Information'),
  carrier: column(col.maybeText, 'Carrier'),
  dateTimeStamp: column(col.text, 'Date Time Stamp'),
  dockNm: column(col.maybeText, 'Dock'),
  employeeId: column(col.maybeText, 'Employee Id'),
};

/** The three spreadsheets (spec 3 section 2.1), with the file names of spec 3 section 9. */
export const printShipmentLists = {
  PL: { title: 'Packing List', fileName: 'PackingList', call: 'exportPL' },
  PS: { title: 'Summary Packing List', fileName: 'PackingListSummary', call: 'exportPS' },
  DL: { title: 'Delivery List', fileName: 'DeliveryList', call: 'exportDL' },
} as const;
export type PrintShipmentList = keyof typeof printShipmentLists;

export const printShipmentReport = {
  title: 'Print Shipment',
  /** The result's columns with their headers. */
  row,
  columns: Object.keys(row) as (keyof typeof row)[],
} as const;

/** {PATH}/ExportPL, /ExportPS, /ExportDL?ASN&exportDate (yyyy/MM/dd): one of the ASN's spreadsheets. */
const listExport = (list: PrintShipmentList) =>
  defineFileCall({
    service: 'report',
    path: `${PATH}/Export${list}`,
    access: readReport(SCREEN),
    input: z.object({
      ASN: z.string().trim().min(1, reportMessages.selectAsn).max(30),
      exportDate: exportStamp.exportDate,
    }),
  });

export const PrintShipment = {
  /** Shipped ASNs, newest first; the text shows the ASN with its date. */
  asnNumbers: reportLookup(SCREEN, `${PATH}/ASNNumbers`, {}),
  search: reportSearch(SCREEN, PATH, {
    filters: { ASN: text(30) },
    row: rowShape(row),
    columns: () => printShipmentReport.columns,
  }),
  exportPL: listExport('PL'),
  exportPS: listExport('PS'),
  exportDL: listExport('DL'),
};
