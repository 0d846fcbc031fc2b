import type { Input, Sample } from '../kit.js';
import { api } from '../kit.js';

/** Today as the report screens send it by default ('yyyy-MM-dd', local). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const page = { skip: 0, take: 10, requireTotalCount: true };
const plant = { plantID: 'JRZ1' };
const dates = () => ({ dateFrom: today(), dateTo: today() });
const thisMonth = () => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1 });
const lookup: Sample = () => ({ ...plant, skip: 0, take: 10 });
const none: Sample = () => ({});

/** The first value a lookup offers (the samples search for what exists). */
const first = async (call: string, input: Input) =>
  (await api<{ data: { value: string }[] }>(call, { skip: 0, take: 1, ...input })).data[0]?.value ?? '';

const plantSamples = (screen: string): Record<string, Sample> => ({
  [`report.${screen}.plants`]: none,
  [`report.${screen}.activePlant`]: none,
});

/** The MIS reports (spec 3 section 7): lookups and searches with today's default filters. */
export const reportSamples: Record<string, Sample> = {
  ...plantSamples('InventoryReport'),
  'report.InventoryReport.locations': () => plant,
  'report.InventoryReport.custumerNumbers': lookup,
  'report.InventoryReport.sewNumbers': lookup,
  'report.InventoryReport.search': () => ({ ...plant, reportOption: 'D', ...page }),

  ...plantSamples('ShipmentReport'),
  'report.ShipmentReport.asnNumbers': lookup,
  'report.ShipmentReport.custPartNumbers': lookup,
  'report.ShipmentReport.sewsNumbers': lookup,
  'report.ShipmentReport.search': () => ({ ...plant, reportOption: 'D', ...dates(), ...page }),

  ...plantSamples('InTransitReport'),
  'report.InTransitReport.asnNumbers': lookup,
  'report.InTransitReport.sewsPartNumbers': lookup,
  'report.InTransitReport.search': () => ({ ...plant, ...dates(), inTransitOption: 'RT', ...page }),

  ...plantSamples('ReturnProductsReport'),
  'report.ReturnProductsReport.custPartNumbers': lookup,
  'report.ReturnProductsReport.sewsPartNumbers': lookup,
  'report.ReturnProductsReport.asnNumbers': lookup,
  'report.ReturnProductsReport.search': () => ({ ...plant, reportOption: 'S', ...dates(), ...page }),

  ...plantSamples('ReceiptReport'),
  'report.ReceiptReport.asnNumbers': lookup,
  'report.ReceiptReport.custPartNumbers': lookup,
  'report.ReceiptReport.sewsNumbers': lookup,
  'report.ReceiptReport.search': () => ({ ...plant, reportOption: 'D', ...dates(), ...page }),

  ...plantSamples('LabelPrintedbutnotShippedReport'),
  'report.LabelPrintedbutnotShippedReport.search': () => ({ ...plant, reportOption: 'B', ...dates(), ...page }),

  'report.ArchiveSummary.asnNumbers': () => ({ skip: 0, take: 10 }),
  'report.ArchiveSummary.mlNumbers': () => ({ skip: 0, take: 10 }),
  'report.ArchiveSummary.pltNumbers': () => ({ skip: 0, take: 10 }),
  'report.ArchiveSummary.boxNumbers': () => ({ skip: 0, take: 10 }),
  'report.ArchiveSummary.hrnsNumbers': () => ({ skip: 0, take: 10 }),
  'report.ArchiveSummary.search': async () => ({
    searchFilter: await first('report.ArchiveSummary.boxNumbers', {}),
    reportOption: 'BOX',
    ...page,
  }),

  'report.PrintShipment.asnNumbers': () => ({ skip: 0, take: 10 }),
  'report.PrintShipment.search': () => page,
  ...Object.fromEntries(
    ['packingList', 'summaryPackingList', 'deliveryList'].map((call) => [
      `report.PrintShipment.${call}`,
      async () => ({ ASN: await first('report.PrintShipment.asnNumbers', {}) }),
    ]),
  ),

  ...plantSamples('INTERPLANTSHIPMENTREPORT'),
  'report.INTERPLANTSHIPMENTREPORT.asnNumbers': lookup,
  'report.INTERPLANTSHIPMENTREPORT.custPartNumbers': lookup,
  'report.INTERPLANTSHIPMENTREPORT.sewsNumbers': lookup,
  'report.INTERPLANTSHIPMENTREPORT.search': () => ({ ...plant, ...dates(), ...page }),

  ...plantSamples('PhysicalInventoryReport'),
  'report.PhysicalInventoryReport.years': () => plant,
  'report.PhysicalInventoryReport.months': none,
  'report.PhysicalInventoryReport.types': none,
  'report.PhysicalInventoryReport.phys': () => ({ ...plant, ...thisMonth(), skip: 0, take: 10 }),
  'report.PhysicalInventoryReport.search': () => ({ ...plant, ...thisMonth(), type: 'PRE', invOption: 'ALL', ...page }),

  ...plantSamples('CycleCountReport'),
  'report.CycleCountReport.search': () => ({ ...plant, reportOption: 'S', ...dates(), ...page }),

  ...plantSamples('ReturnASNReport'),
  'report.ReturnASNReport.sewsPartNumbers': lookup,
  'report.ReturnASNReport.custPartNumbers': lookup,
  'report.ReturnASNReport.asnNumbers': lookup,
  'report.ReturnASNReport.search': () => ({ ...plant, reportOption: 'D', ...dates(), inTransitOption: 'ALL', ...page }),

  ...plantSamples('INCOMPLETESHIPMENTREPORT'),
  'report.INCOMPLETESHIPMENTREPORT.asnNumbers': lookup,
  'report.INCOMPLETESHIPMENTREPORT.custPartNumbers': lookup,
  'report.INCOMPLETESHIPMENTREPORT.sewsNumbers': lookup,
  'report.INCOMPLETESHIPMENTREPORT.search': () => ({ ...plant, ...dates(), ...page }),

  ...plantSamples('OverShipmentTraceReport'),
  'report.OverShipmentTraceReport.years': () => plant,
  'report.OverShipmentTraceReport.months': none,
  'report.OverShipmentTraceReport.search': () => ({ ...plant, ...thisMonth(), ...page }),
  'report.OverShipmentTraceReport.shipmentDetails': async () => {
    const { data } = await api<{ data: Input[] }>('report.OverShipmentTraceReport.search', {
      ...plant,
      ...thisMonth(),
      skip: 0,
      take: 1,
    });
    const row = data[0] ?? {};
    return {
      ...plant,
      ...thisMonth(),
      partNumber: row.sewsPartNo,
      customerID: row.customerID,
      wharehouse: row.wharehouse,
      custGroup: row.custGroup,
    };
  },

  ...plantSamples('BoxHarnessReport'),
  'report.BoxHarnessReport.search': async () => ({
    ...plant,
    boxSNO: await first('report.ArchiveSummary.boxNumbers', {}),
    ...page,
  }),
};
