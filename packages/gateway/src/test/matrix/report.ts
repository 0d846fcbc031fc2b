import { type CallTree, flattenCalls, registry } from '@fgss/contracts';
import type { Samples } from './kit.js';

const d = new Date();
const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const plant = { plantID: 'JRZ1' };
const dated = { ...plant, dateFrom: today, dateTo: today };
const month = { ...plant, year: d.getFullYear(), month: d.getMonth() + 1 };
const page = { skip: 0, take: 10, requireTotalCount: true };
/** The small seed's first box and ASN of JRZ1 (seed/history/simulate.ts serials). */
const seededBox = 'JRZ1B00000001';
const seededAsn = 'JRZ1A0000001';

/** Inputs of the calls that need more than the plant (searches and their details). */
const inputs: Record<string, unknown> = {
  'InventoryReport.search': { ...plant, ...page },
  'ShipmentReport.search': { ...dated, ...page },
  'InTransitReport.search': { ...dated, ...page },
  'ReturnProductsReport.search': { ...dated, ...page },
  'ReceiptReport.search': { ...dated, ...page },
  'LabelPrintedbutnotShippedReport.search': { ...dated, ...page },
  'ArchiveSummary.search': { searchFilter: seededBox, reportOption: 'BOX', ...page },
  'PrintShipment.search': page,
  'PrintShipment.packingList': { ASN: seededAsn },
  'PrintShipment.summaryPackingList': { ASN: seededAsn },
  'PrintShipment.deliveryList': { ASN: seededAsn },
  'INTERPLANTSHIPMENTREPORT.search': { ...dated, ...page },
  'PhysicalInventoryReport.search': { ...month, ...page },
  'PhysicalInventoryReport.phys': { ...month, skip: 0, take: 10 },
  'CycleCountReport.search': { ...dated, ...page },
  'ReturnASNReport.search': { ...dated, ...page },
  'INCOMPLETESHIPMENTREPORT.search': { ...dated, ...page },
  'OverShipmentTraceReport.search': { ...month, ...page },
  'OverShipmentTraceReport.shipmentDetails': { ...month, partNumber: 'X', customerID: 'FORD', wharehouse: 'FOR1' },
  'BoxHarnessReport.search': { boxSNO: seededBox, ...page },
};

/** Every report call (all need the screen's read right); lookups get the plant and a page. */
export const reportSamples: Samples = Object.fromEntries(
  flattenCalls(registry.report as unknown as CallTree).map(({ name }) => [
    `report.${name}`,
    { '': () => inputs[name] ?? { ...plant, skip: 0, take: 10 } },
  ]),
);
