import { z } from 'zod';
import { defineCall } from '../call.js';
import { col, readReport, reportLookup, reportSearch, text } from './kit.js';
import { reportMessages } from './messages.js';

const SCREEN = 'PrintShipment';
const PATH = 'PrintShipmentReport';

/** A shipped ASN as the Print Shipment list shows it. */
const row = {
  asnNumber: col.text,
  transportationInformation: col.maybeText,
  carrier: col.maybeText,
  dateTimeStamp: col.text,
  dockNm: col.maybeText,
  employeeId: col.maybeText,
};

/** The head of each of the three spreadsheets: the ASN and where it goes. */
export const shipmentHeader = z.object({
  asnNumber: col.text,
  asnVersion: col.int,
  plantId: col.text,
  plantName: col.text,
  shipDate: col.maybeText,
  deliverTo: col.text,
  customerId: col.maybeText,
  truckInfo: col.maybeText,
  carrier: col.maybeText,
  transportationInformation: col.maybeText,
  dockNm: col.maybeText,
  employeeId: col.maybeText,
});
export type ShipmentHeader = z.infer<typeof shipmentHeader>;

/** Packing List: every box of the ASN, by master label and pallet. */
export const packingListRow = z.object({
  masterLabelSerialNumber: col.text,
  palletNumber: col.text,
  boxSerialNumber: col.text,
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  custPartNo: col.maybeText,
  custDesignLevel: col.maybeText,
  qty: col.int,
});
/** Summary Packing List: per part, its boxes and pieces. */
export const summaryPackingListRow = z.object({
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  custPartNo: col.maybeText,
  custDesignLevel: col.maybeText,
  boxes: col.int,
  qty: col.int,
});
/** Delivery List: per pallet of each master label, its boxes and pieces. */
export const deliveryListRow = z.object({
  masterLabelSerialNumber: col.text,
  palletNumber: col.text,
  boxes: col.int,
  qty: col.int,
  palletLoadDTM: col.maybeText,
});

/** The three spreadsheets (spec 3 section 2.1), with the file names of spec 3 section 9. */
export const printShipmentLists = {
  PL: { title: 'Packing List', fileName: 'PackingList' },
  PS: { title: 'Summary Packing List', fileName: 'PackingListSummary' },
  DL: { title: 'Delivery List', fileName: 'DeliveryList' },
} as const;
export type PrintShipmentList = keyof typeof printShipmentLists;

/** POST /api/print-shipment: one of the three spreadsheets of an ASN, built by the gateway. */
export const printShipmentDownload = z.object({
  ASN: z.string().trim().min(1, reportMessages.selectAsn).max(30),
  list: z.enum(['PL', 'PS', 'DL']),
  /** The user's language: ES orders the date day first. */
  language: z.string().trim().max(10).default('EN'),
  timeZone: z.string().max(64).optional(),
});
export type PrintShipmentDownload = z.input<typeof printShipmentDownload>;

export const printShipmentReport = {
  title: 'Print Shipment',
  columns: Object.keys(row) as (keyof typeof row)[],
} as const;

const byAsn = z.object({ ASN: z.string().trim().min(1, reportMessages.selectAsn).max(30) });
const listCall = <R extends z.ZodType>(path: string, rowSchema: R) =>
  defineCall({
    service: 'report',
    method: 'GET',
    path: `${PATH}/${path}`,
    access: readReport(SCREEN),
    input: byAsn,
    response: z.object({ shipment: shipmentHeader, data: z.array(rowSchema) }),
  });

export const PrintShipment = {
  /** Shipped ASNs, newest first; the text shows the ASN with its date. */
  asnNumbers: reportLookup(SCREEN, `${PATH}/ASNNumbers`, {}),
  search: reportSearch(SCREEN, PATH, {
    filters: { ASN: text(30) },
    row,
    columns: () => printShipmentReport.columns,
  }),
  packingList: listCall('PackingList', packingListRow),
  summaryPackingList: listCall('SummaryPackingList', summaryPackingListRow),
  deliveryList: listCall('DeliveryList', deliveryListRow),
};
