import { lazy } from 'react';
import type { ScreenMap } from '../screen-map';

/** The MIS reports (spec 3 section 2.1), each declared on the report kit. */
export const misReportScreens: ScreenMap = {
  InventoryReport: lazy(() => import('./inventory-report')),
  ShipmentReport: lazy(() => import('./shipment-report')),
  InTransitReport: lazy(() => import('./in-transit-report')),
  ReturnProductsReport: lazy(() => import('./return-products-report')),
  ReceiptReport: lazy(() => import('./receipt-report')),
  LabelPrintedbutnotShippedReport: lazy(() => import('./label-printed-report')),
  ArchiveSummary: lazy(() => import('./archive-summary')),
  PrintShipment: lazy(() => import('./print-shipment')),
  INTERPLANTSHIPMENTREPORT: lazy(() => import('./inter-plant-shipment-report')),
  PhysicalInventoryReport: lazy(() => import('./physical-inventory-report')),
  CycleCountReport: lazy(() => import('./cycle-count-report')),
  ReturnASNReport: lazy(() => import('./return-asn-report')),
  INCOMPLETESHIPMENTREPORT: lazy(() => import('./incomplete-shipment-report')),
  OverShipmentTraceReport: lazy(() => import('./over-shipment-trace-report')),
  BoxHarnessReport: lazy(() => import('./box-harness-report')),
  Trace: lazy(() => import('./trace')),
};
