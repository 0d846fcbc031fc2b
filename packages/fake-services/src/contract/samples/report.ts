import type { CallName } from '@fgss/contracts';
import { none, one, type Row, type SampleKit, type Samples } from './kit.js';

/** Today as the report screens send it by default ('yyyy-MM-dd', local). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const page = { skip: 0, take: 10, requireTotalCount: true };
const plant = { plantID: 'JRZ1' };
const dates = () => ({ dateFrom: today(), dateTo: today() });
const thisMonth = () => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1 });
const lookup = one(() => ({ ...plant, skip: 0, take: 10 }));
const paged = one(() => ({ skip: 0, take: 10 }));

/** The first value a lookup offers (the samples search for what exists). */
const first = async (k: SampleKit, call: CallName) =>
  (await k.call<{ data: { value: string }[] }>(call, { skip: 0, take: 1 })).data[0]?.value ?? '';

const plantSamples = (screen: string): Samples => ({
  [`report.${screen}.plants`]: none,
  [`report.${screen}.activePlant`]: none,
});

/** The MIS reports (spec 3 section 7): lookups and searches with today's default filters. */
export const reportSamples: Samples = {
  ...plantSamples('InventoryReport'),
  'report.InventoryReport.locations': one(() => plant),
  'report.InventoryReport.custumerNumbers': lookup,
  'report.InventoryReport.sewNumbers': lookup,
  'report.InventoryReport.search': one(() => ({ ...plant, reportOption: 'D', ...page })),

  ...plantSamples('ShipmentReport'),
  'report.ShipmentReport.asnNumbers': lookup,
  'report.ShipmentReport.custPartNumbers': lookup,
  'report.ShipmentReport.sewsNumbers': lookup,
  'report.ShipmentReport.search': one(() => ({ ...plant, reportOption: 'D', ...dates(), ...page })),

  ...plantSamples('InTransitReport'),
  'report.InTransitReport.asnNumbers': lookup,
  'report.InTransitReport.sewsPartNumbers': lookup,
  'report.InTransitReport.search': one(() => ({ ...plant, ...dates(), inTransitOption: 'RT', ...page })),

  ...plantSamples('ReturnProductsReport'),
  'report.ReturnProductsReport.custPartNumbers': lookup,
  'report.ReturnProductsReport.sewsPartNumbers': lookup,
  'report.ReturnProductsReport.asnNumbers': lookup,
  'report.ReturnProductsReport.search': one(() => ({ ...plant, reportOption: 'S', ...dates(), ...page })),
  'report.ReturnProductsReport.export': one(() => ({ ...plant, reportOption: 'S', ...dates() })),

  ...plantSamples('ReceiptReport'),
  'report.ReceiptReport.asnNumbers': lookup,
  'report.ReceiptReport.custPartNumbers': lookup,
  'report.ReceiptReport.sewsNumbers': lookup,
  'report.ReceiptReport.search': one(() => ({ ...plant, reportOption: 'D', ...dates(), ...page })),

  ...plantSamples('LabelPrintedbutnotShippedReport'),
  'report.LabelPrintedbutnotShippedReport.search': one(() => ({ ...plant, reportOption: 'B', ...dates(), ...page })),
  'report.LabelPrintedbutnotShippedReport.export': one(() => ({ ...plant, reportOption: 'B', ...dates() })),

  'report.ArchiveSummary.asnNumbers': paged,
  'report.ArchiveSummary.mlNumbers': paged,
  'report.ArchiveSummary.pltNumbers': paged,
  'report.ArchiveSummary.boxNumbers': paged,
  'report.ArchiveSummary.hrnsNumbers': paged,
  'report.ArchiveSummary.search': one(async (k) => ({
    searchFilter: await first(k, 'report.ArchiveSummary.boxNumbers'),
    reportOption: 'BOX',
    ...page,
  })),

  'report.PrintShipment.asnNumbers': paged,
  'report.PrintShipment.search': one(() => page),
  ...Object.fromEntries(
    ['exportPL', 'exportPS', 'exportDL'].map((call) => [
      `report.PrintShipment.${call}`,
      one(async (k) => ({ ASN: await first(k, 'report.PrintShipment.asnNumbers'), exportDate: '2026/03/18' })),
    ]),
  ),

  ...plantSamples('INTERPLANTSHIPMENTREPORT'),
  'report.INTERPLANTSHIPMENTREPORT.asnNumbers': lookup,
  'report.INTERPLANTSHIPMENTREPORT.custPartNumbers': lookup,
  'report.INTERPLANTSHIPMENTREPORT.sewsNumbers': lookup,
  'report.INTERPLANTSHIPMENTREPORT.search': one(() => ({ ...plant, ...dates(), ...page })),

  ...plantSamples('PhysicalInventoryReport'),
  'report.PhysicalInventoryReport.years': one(() => plant),
  'report.PhysicalInventoryReport.months': none,
  'report.PhysicalInventoryReport.types': none,
  'report.PhysicalInventoryReport.phys': one(() => ({ ...plant, ...thisMonth(), skip: 0, take: 10 })),
  'report.PhysicalInventoryReport.search': one(() => ({
    ...plant,
    ...thisMonth(),
    type: 'PRE',
    invOption: 'ALL',
    ...page,
  })),

  ...plantSamples('CycleCountReport'),
  'report.CycleCountReport.search': one(() => ({ ...plant, reportOption: 'S', ...dates(), ...page })),

  ...plantSamples('ReturnASNReport'),
  'report.ReturnASNReport.sewsPartNumbers': lookup,
  'report.ReturnASNReport.custPartNumbers': lookup,
  'report.ReturnASNReport.asnNumbers': lookup,
  'report.ReturnASNReport.search': one(() => ({
    ...plant,
    reportOption: 'D',
    ...dates(),
    inTransitOption: 'ALL',
    ...page,
  })),

  ...plantSamples('INCOMPLETESHIPMENTREPORT'),
  'report.INCOMPLETESHIPMENTREPORT.asnNumbers': lookup,
  'report.INCOMPLETESHIPMENTREPORT.custPartNumbers': lookup,
  'report.INCOMPLETESHIPMENTREPORT.sewsNumbers': lookup,
  'report.INCOMPLETESHIPMENTREPORT.search': one(() => ({ ...plant, ...dates(), ...page })),

  ...plantSamples('OverShipmentTraceReport'),
  'report.OverShipmentTraceReport.years': one(() => plant),
  'report.OverShipmentTraceReport.months': none,
  'report.OverShipmentTraceReport.search': one(() => ({ ...plant, ...thisMonth(), ...page })),
  'report.OverShipmentTraceReport.shipmentDetails': one(async (k) => {
    const { data } = await k.call<{ data: Row[] }>('report.OverShipmentTraceReport.search', {
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
  }),

  ...plantSamples('BoxHarnessReport'),
  'report.BoxHarnessReport.search': one(async (k) => ({
    ...plant,
    boxSNO: await first(k, 'report.ArchiveSummary.boxNumbers'),
    ...page,
  })),

  ...plantSamples('Trace'),
  'report.Trace.links': one(async (k) => ({ ...plant, serial: await first(k, 'report.ArchiveSummary.boxNumbers') })),
};
