import { ArchiveSummary } from './archive-summary.js';
import { BoxHarnessReport } from './box-harness.js';
import { CycleCountReport } from './cycle-count.js';
import { InTransitReport } from './in-transit.js';
import { INCOMPLETESHIPMENTREPORT } from './incomplete-shipment.js';
import { INTERPLANTSHIPMENTREPORT } from './inter-plant.js';
import { InventoryReport } from './inventory.js';
import { LabelPrintedbutnotShippedReport } from './label-printed.js';
import { OverShipmentTraceReport } from './over-shipment.js';
import { PhysicalInventoryReport } from './physical-inventory.js';
import { PrintShipment } from './print-shipment.js';
import { ReceiptReport } from './receipt.js';
import { ReturnASNReport } from './return-asn.js';
import { ReturnProductsReport } from './return-products.js';
import { ShipmentReport } from './shipment.js';
import { Trace } from './trace.js';

export * from './archive-summary.js';
export * from './box-harness.js';
export * from './cycle-count.js';
export * from './in-transit.js';
export * from './incomplete-shipment.js';
export * from './inter-plant.js';
export * from './inventory.js';
export * from './kit.js';
export * from './label-printed.js';
export * from './messages.js';
export * from './over-shipment.js';
export * from './physical-inventory.js';
export * from './print-shipment.js';
export * from './receipt.js';
export * from './return-asn.js';
export * from './return-products.js';
export * from './rules/date-window.js';
export * from './rules/dates.js';
export * from './rules/issues.js';
export * from './shipment.js';
export * from './trace.js';
export * from './year-month.js';

/**
 * Report service: the MIS reports (spec 3 section 7), one node per screen of module MISReports,
 * named by its permission key. Each search is a grid list (GET, skip/take, { data, totalCount }).
 */
export const report = {
  InventoryReport,
  ShipmentReport,
  InTransitReport,
  ReturnProductsReport,
  ReceiptReport,
  LabelPrintedbutnotShippedReport,
  ArchiveSummary,
  PrintShipment,
  INTERPLANTSHIPMENTREPORT,
  PhysicalInventoryReport,
  CycleCountReport,
  ReturnASNReport,
  INCOMPLETESHIPMENTREPORT,
  OverShipmentTraceReport,
  BoxHarnessReport,
  Trace,
};

/** The report screens with a search of the service's own (Trace's is composed by the gateway). */
export type SearchReport = {
  [K in keyof typeof report]: (typeof report)[K] extends { search: unknown } ? K : never;
}[keyof typeof report];
