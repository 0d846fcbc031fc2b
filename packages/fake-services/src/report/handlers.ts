import type { Registry } from '@fgss/contracts';
import type { HandlersOf } from '../http/handlers.js';
import { archiveSummaryHandlers } from './archive-summary.js';
import { printShipmentHandlers } from './print-shipment.js';
import { returnAsnHandlers, returnProductsHandlers } from './returns.js';
import {
  incompleteShipmentHandlers,
  inTransitHandlers,
  interPlantHandlers,
  receiptHandlers,
  shipmentHandlers,
} from './shipping.js';
import { cycleCountHandlers, inventoryHandlers, labelPrintedHandlers, physicalInventoryHandlers } from './stock.js';
import { boxHarnessHandlers, overShipmentHandlers } from './trace.js';
import { traceHandlers } from './trace-links.js';

/** Report service (spec 3 section 7): SQL over the plant's history tables (db/schema/history). */
export const reportHandlers: HandlersOf<Registry['report']> = {
  InventoryReport: inventoryHandlers,
  ShipmentReport: shipmentHandlers,
  InTransitReport: inTransitHandlers,
  ReturnProductsReport: returnProductsHandlers,
  ReceiptReport: receiptHandlers,
  LabelPrintedbutnotShippedReport: labelPrintedHandlers,
  ArchiveSummary: archiveSummaryHandlers,
  PrintShipment: printShipmentHandlers,
  INTERPLANTSHIPMENTREPORT: interPlantHandlers,
  PhysicalInventoryReport: physicalInventoryHandlers,
  CycleCountReport: cycleCountHandlers,
  ReturnASNReport: returnAsnHandlers,
  INCOMPLETESHIPMENTREPORT: incompleteShipmentHandlers,
  OverShipmentTraceReport: overShipmentHandlers,
  BoxHarnessReport: boxHarnessHandlers,
  Trace: traceHandlers,
};
