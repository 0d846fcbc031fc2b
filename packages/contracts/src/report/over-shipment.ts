import { z } from 'zod';
import { defineCall } from '../call.js';
import { plantCalls } from '../plants.js';
import { col, column, plantID, REPORT_MODULE, readReport, reportOptions, reportSearch, rowShape, text } from './kit.js';
import { month, year, yearMonthRules } from './year-month.js';

const SCREEN = 'OverShipmentTraceReport';
/** Text boxes of this screen hold at most 18 characters (spec 3 section 5). */
const TEXT_MAX = 18;

/**
 * One shipment plan of the month against what shipped: remaining = planInv - shipped (negative
 * when over-shipped); reOpenASNQty is on reopened ASNs, onPallet packed but not loaded, onTruck
 * on trucks still loading.
 */
const row = {
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  custGroup: column(col.text, 'Customer Group'),
  customerID: column(col.text, 'Customer Id'),
  wharehouse: column(col.text, 'Warehouse'),
  planInv: column(col.int, 'Plan Inv'),
  shipped: column(col.int, 'Shipped'),
  reOpenASNQty: column(col.int, 'Re-Open ASN Qty'),
  remaining: column(col.int, 'Remaining'),
  onPallet: column(col.int, 'On Pallet'),
  onTruck: column(col.int, 'On Truck'),
  plantId: column(col.text, 'Plant Id'),
  month: column(col.int, 'Month'),
  year: column(col.int, 'Year'),
};

/** The ASNs of the month that carried a plan's part to its customer and warehouse. */
const detailRow = {
  id: column(col.int, 'Id'),
  asnNumber: column(col.text, 'ASN Number'),
  shipDate: column(col.maybeText, 'Ship Date'),
  sewsPartNo: column(col.text, 'SEWS Part No'),
  sewsDesignLevel: column(col.text, 'SEWS Design Level'),
  custGroup: column(col.maybeText, 'Customer Group'),
  customerID: column(col.maybeText, 'Customer Id'),
  warehouse: column(col.maybeText, 'Warehouse'),
  totalQty: column(col.int, 'Total Qty'),
  reOpen: column(z.boolean(), 'Re-Open'),
};
export const overShipmentDetailRow = z.object(rowShape(detailRow));

export const overShipmentReport = {
  title: 'OverShipmentTrace',
  /** The result's columns with their headers. */
  row,
  columns: Object.keys(row) as (keyof typeof row)[],
  detailRow,
  detailColumns: Object.keys(detailRow) as (keyof typeof detailRow)[],
  rules: yearMonthRules,
} as const;

const required = z.string().trim().min(1).max(TEXT_MAX);

export const OverShipmentTraceReport = {
  ...plantCalls('report', REPORT_MODULE, SCREEN),
  years: reportOptions(SCREEN, `${SCREEN}/Years`, { plantID: text(12) }),
  months: reportOptions(SCREEN, `${SCREEN}/Months`, {}),
  search: reportSearch(SCREEN, SCREEN, {
    filters: {
      plantID,
      year,
      month,
      partNumber: text(TEXT_MAX),
      custCode: text(TEXT_MAX),
      wharehouse: text(TEXT_MAX),
      custGroup: text(TEXT_MAX),
    },
    row: rowShape(row),
    columns: () => overShipmentReport.columns,
    rules: overShipmentReport.rules,
  }),
  /** The detail rows of one master row, loaded when it is expanded. */
  shipmentDetails: defineCall({
    service: 'report',
    method: 'GET',
    path: `${SCREEN}/ShipmentDetails`,
    access: readReport(SCREEN),
    input: z
      .object({
        plantID,
        year,
        month,
        partNumber: required,
        customerID: required,
        custGroup: text(TEXT_MAX),
        wharehouse: required,
        sewsDesignNo: text(TEXT_MAX),
      })
      .superRefine((f, ctx) => {
        for (const i of yearMonthRules(f)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
      }),
    response: z.object({ data: z.array(overShipmentDetailRow) }),
  }),
};
