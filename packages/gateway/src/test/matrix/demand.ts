import { lotNumberText, todayIso } from '@fgss/contracts';
import type { Row, SampleKit, Samples } from './kit.js';

/**
 * Demand printing. Prints go to a seeded Zebra printer of FGSSMX01 (the test plant runs its
 * virtual printers); the part is a fresh XREF row of JRZ1, which gets its label assignment as
 * every XREF part does.
 */
const PLANT = 'JRZ1';
const PRINTER = 'MX01-ZT410-FG';
const today = todayIso();
const part = (k: SampleKit) => k.freshRow('configuration.XREFMaintenance');
const one = (sample: Samples[string]['']) => ({ '': sample });
const none = one(() => ({}));
const loads = one(() => ({ plantid: PLANT, skip: 0, take: 10, requireTotalCount: true }));

export const boxRequest = async (k: SampleKit) => {
  const p = await part(k);
  return {
    PlantId: PLANT,
    PrinterName: PRINTER,
    QuantityInBox: 10,
    NumberOfLabels: 1,
    NumberOfCopies: 1,
    Speed: 3,
    ProductionDate: today,
    KEYVALUE: String(p.id),
    LabelFormat: 'BX01',
    ExtraInput: null,
    ExtraInputValue: 'PO-1',
  };
};

const harnessFields = (p: Row) => ({
  CBPlantId: PLANT,
  ClusterPrinterName: PRINTER,
  ClusterProdDate: today,
  LabelQty: 1,
  LotNo: lotNumberText(today),
  PrintLot: true,
  ProductionLine: 'L1',
  ProductionLot: 'LOT1',
  SEWSPartNo: p.sewS_PART_NO,
  SEWSDesginLevel: p.sewS_DESIGN_LEVEL,
  Speed: 2,
});

const partFields = (p: Row) => ({
  PlantId: PLANT,
  PrinterName: PRINTER,
  NoLabels: 1,
  NoCopies: 1,
  LotNo: lotNumberText(today),
  PrintLot: true,
  SEWSPartNo: p.sewS_PART_NO,
  SEWSDesignLevel: p.sewS_DESIGN_LEVEL,
  Speed: 2,
});

const printer = (screen: string, names: string[]): Samples =>
  Object.fromEntries(
    names.map((n) => [`demand.${screen}.${n}`, n === 'defaultPrinter' ? one(() => ({ plantID: PLANT })) : none]),
  );
const both = (screen: string, request: (k: SampleKit) => Promise<unknown> | unknown): Samples => ({
  [`demand.${screen}.print`]: one(request),
  [`demand.${screen}.preview`]: one(request),
  [`demand.${screen}.printerStatus`]: one(() => ({ printerName: PRINTER })),
});

/** A job of the seeded printer, printed by the admin for the Print History samples. */
const job = async (k: SampleKit) => {
  const printed = (await k.asAdmin('demand.EmptyBoxLabelPrinting.print', {
    noLabels: 1,
    noCopies: 1,
    printerName: PRINTER,
    Speed: 2,
  })) as { printId: number };
  return { id: printed.printId, screen: 'EmptyBoxLabelPrinting' };
};
const detail = (screen: string): Samples => ({
  [`demand.${screen}.getDetail`]: one(async (k) => {
    const p = await part(k);
    return { plantid: PLANT, sewsPartNo: p.sewS_PART_NO, sewsDesginLevel: p.sewS_DESIGN_LEVEL };
  }),
});
const standard = ['plants', 'activePlant', 'printers', 'defaultPrinter'];

export const demandSamples: Samples = {
  ...printer('BoxLabelPrinting', [...standard, 'displayColorAndBroadcast']),
  'demand.BoxLabelPrinting.list': loads,
  ...detail('BoxLabelPrinting'),
  ...both('BoxLabelPrinting', boxRequest),
  ...printer('HarnessLabelPrinting', [...standard, 'productionLineLot', 'displayColorAndBroadcast']),
  'demand.HarnessLabelPrinting.list': loads,
  ...both('HarnessLabelPrinting', async (k) => harnessFields(await part(k))),
  ...printer('SpecialHarnessLabelPrinting', [...standard, 'productionLineLot', 'displayColorAndBroadcast']),
  'demand.SpecialHarnessLabelPrinting.list': loads,
  ...both('SpecialHarnessLabelPrinting', async (k) => ({ ...harnessFields(await part(k)), PrintSWSlogo: true })),
  ...printer('ZebraLabelPrinting', standard),
  'demand.ZebraLabelPrinting.list': loads,
  ...both('ZebraLabelPrinting', async (k) => {
    const p = await part(k);
    return {
      PrinterName: PRINTER,
      SewsPartNo: p.sewS_PART_NO,
      DesignLevel: p.sewS_DESIGN_LEVEL,
      NoOfCopies: 1,
      Plant: PLANT,
    };
  }),
  ...printer('EmptyBoxLabelPrinting', ['printers', 'defaultPrinter', 'printerSpeed']),
  ...both('EmptyBoxLabelPrinting', () => ({ noLabels: 1, noCopies: 1, printerName: PRINTER, Speed: 2 })),
  ...printer('PalletLabelPrinting', ['nextSerial', 'printers', 'defaultPrinter', 'printerSpeed']),
  ...both('PalletLabelPrinting', () => ({ LabelQty: 1, printerName: PRINTER, Speed: 2 })),
  ...printer('ComponentLabelPrinting', [...standard, 'printerSpeed', 'customers']),
  'demand.ComponentLabelPrinting.list': loads,
  ...both('ComponentLabelPrinting', async (k) => ({ ...partFields(await part(k)), ProdDate: today })),
  ...printer('SpecialBoxLabelPrinting', [...standard, 'displayColorAndBroadcast']),
  'demand.SpecialBoxLabelPrinting.list': loads,
  ...detail('SpecialBoxLabelPrinting'),
  ...both('SpecialBoxLabelPrinting', boxRequest),
  ...printer('CustomerLabelPrinting', [...standard, 'printerSpeed', 'customers']),
  'demand.CustomerLabelPrinting.list': one(() => ({ plantid: PLANT, customerId: 'FORD', take: 10 })),
  ...both('CustomerLabelPrinting', async (k) => ({
    ...partFields(await part(k)),
    ShippingDate: today,
    CustomerCode: 'FORD',
  })),
  'demand.PrintHistory.list': one(() => ({ take: 10, requireTotalCount: true, state: 'sent' })),
  'demand.PrintHistory.preview': one(async (k) => ({ id: (await job(k)).id })),
  'demand.PrintHistory.reprint': one(job),
  'demand.StatusUpdate.harnessStatus': loads,
  'demand.StatusUpdate.boxStatus': loads,
  'demand.StatusUpdate.otherStatus': loads,
  'demand.StatusUpdate.palletUpdationStatus': loads,
  'demand.StatusUpdate.update': one(() => ({ mode: 'E_Grid1', printerName: PRINTER, status: true })),
};
