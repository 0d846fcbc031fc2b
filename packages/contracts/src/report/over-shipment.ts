import { z } from 'zod';
import { defineCall } from '../call.js';
import { plantCalls } from '../plants.js';
import { col, plantID, REPORT_MODULE, readReport, reportOptions, reportSearch, text } from './kit.js';
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
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  custGroup: col.text,
  customerID: col.text,
  wharehouse: col.text,
  planInv: col.int,
  shipped: col.int,
  reOpenASNQty: col.int,
  remaining: col.int,
  onPallet: col.int,
  onTruck: col.int,
  plantId: col.text,
  month: col.int,
  year: col.int,
};

/** The ASNs of the month that carried a plan's part to its customer and warehouse. */
export const overShipmentDetailRow = z.object({
  id: col.int,
  asnNumber: col.text,
  shipDate: col.maybeText,
  sewsPartNo: col.text,
  sewsDesignLevel: col.text,
  custGroup: col.maybeText,
  customerID: col.maybeText,
  warehouse: col.maybeText,
  totalQty: col.int,
  reOpen: z.boolean(),
});

export const overShipmentReport = {
  title: 'OverShipmentTrace',
  columns: Object.keys(row) as (keyof typeof row)[],
  detailColumns: Object.keys(overShipmentDetailRow.shape) as (keyof typeof overShipmentDetailRow.shape)[],
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
    row,
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
