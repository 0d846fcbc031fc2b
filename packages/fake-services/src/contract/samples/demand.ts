import { type CallName, lotNumberText, todayIso } from '@fgss/contracts';
import { VirtualPrinter } from '../../printers/virtual-printer.js';
import { none, one, type Row, type SampleKit, type Samples } from './kit.js';

/**
 * Demand printing. Prints need a printer that answers: the first print sample of a run starts a
 * virtual printer in this process (a ready Zebra) and adds it to the Label Printer master through
 * the configuration service, as a plant user would. A second one runs out of paper after its
 * first label, for the calls on partly printed jobs.
 */
const addPrinter = (k: SampleKit, key: string): Promise<{ name: string; printer: VirtualPrinter }> =>
  k.memo(key, async () => {
    const name = `SAMPLE-${k.code(20)}`;
    const printer = new VirtualPrinter(name, 'samples');
    printer.unref();
    const port = await printer.listen(0);
    await k.call('configuration.LabelPrinterMaster.insert', [
      {
        printerName: name,
        model: 'ZT410',
        communicationType: 'TCP/IP',
        hostName: '127.0.0.1',
        port: String(port),
        transmitMode: 'RAW',
        PrinterType: 'Zebra',
      },
    ]);
    return { name, printer };
  });
export const samplePrinter = async (k: SampleKit): Promise<string> => (await addPrinter(k, 'printer')).name;

const demand = (screen: string, call: string) => `demand.${screen}.${call}` as CallName;
const plantId = (k: SampleKit) => k.call<string>('demand.BoxLabelPrinting.activePlant', {});
/** The first part a print screen lists for the active plant. */
async function firstRow(k: SampleKit, screen: string, extra: Row = {}): Promise<Row> {
  const plantid = await plantId(k);
  const reply = await k.call<{ data: Row[] }>(demand(screen, 'list'), { plantid, take: 1, ...extra });
  const row = reply.data[0];
  if (!row) throw new Error(`${screen} lists no part for plant ${plantid}`);
  return { ...row, plantid };
}

const today = todayIso();

export async function boxRequest(k: SampleKit, screen = 'BoxLabelPrinting'): Promise<Row> {
  const row = await firstRow(k, screen);
  // Both box screens read the one detail call the spec names.
  const detail = await k.call<{ keyvalue: string }>('demand.SpecialBoxLabelPrinting.getDetail', {
    plantid: row.plantid,
    sewsPartNo: row.sewsPartNo,
    sewsDesginLevel: row.sewsDesginLevel,
  });
  return {
    PlantId: row.plantid,
    PrinterName: await samplePrinter(k),
    QuantityInBox: 12,
    NumberOfLabels: 2,
    NumberOfCopies: 2,
    Speed: 2,
    ProductionDate: today,
    KEYVALUE: detail.keyvalue,
    LabelFormat: row.labelFormat,
    BroadCastCd: row.broadCastCd,
    ExtraInput: row.inputName,
    ExtraInputValue: row.inputName ? 'PO-4711' : null,
  };
}

async function harnessRequest(k: SampleKit, screen: string): Promise<Row> {
  const row = await firstRow(k, screen);
  return {
    CBPlantId: row.plantid,
    ClusterPrinterName: await samplePrinter(k),
    ClusterProdDate: today,
    LabelQty: 2,
    LotNo: lotNumberText(today),
    PrintLot: true,
    ProductionLine: 'LINE-07',
    ProductionLot: 'A1',
    SEWSPartNo: row.sewsPartNo,
    SEWSDesginLevel: row.sewsDesginLevel,
    SEQNo: row.seqNo,
    SEWSSTSCD: row.sewsstscd,
    ShortPartNo: row.shortPartNo,
    ProductLabel: row.productLabel,
    BackKanban: row.backKanban,
    CustomerCode: row.customerCode,
    BroadCastCd: row.broadCastCd,
    ShortPartNoPrint: row.shortPartNoPrint,
    Identifier: row.identifier,
    Speed: 2,
    ...(screen === 'SpecialHarnessLabelPrinting' ? { PrintSWSlogo: true, CustPartNo: row.custPartNo } : {}),
  };
}

async function zebraRequest(k: SampleKit): Promise<Row> {
  const row = await firstRow(k, 'ZebraLabelPrinting');
  return {
    PrinterName: await samplePrinter(k),
    SewsPartNo: row.sewsPartNo,
    DesignLevel: row.designLevel,
    CustomerId: row.customerId,
    PartNoPrefix: row.partNoPrefix,
    BasePartNo: row.basePartNo,
    DesignInfo: row.designInfo,
    Barcode: row.barcode,
    LabelFormat: row.labelFormat,
    MfgLocation: row.mfgLocation,
    MadeinPhrase: row.madeinPhrase,
    Color: row.color,
    LabelQuantity: 2,
    NoOfCopies: 3,
    Plant: row.plantid,
    ReleaseNo: row.releaseNo,
    RecordId: row.id,
    IsPrimary: row.isPrimary,
  };
}

async function partRequest(k: SampleKit, screen: 'ComponentLabelPrinting' | 'CustomerLabelPrinting'): Promise<Row> {
  const customer = screen === 'CustomerLabelPrinting' ? 'FORD' : undefined;
  const row = await firstRow(k, screen, customer ? { customerId: customer } : {});
  return {
    PlantId: row.plantid,
    PrinterName: await samplePrinter(k),
    NoLabels: 2,
    NoCopies: 2,
    LotNo: lotNumberText(today),
    PrintLot: true,
    SEWSPartNo: row.sewsPartNo,
    SEWSDesignLevel: row.sewsDesignLevel,
    SEQNo: row.seqNo,
    SEWSSTSCD: row.sewsStsCd,
    ShortPartNo: row.shortPartNo,
    LabelFormat: row.labelFormat,
    BackKanban: row.backKanban,
    CustPartNo: row.custPartNo,
    BroadCastCd: row.broadCastCd,
    Identifier: row.identifier,
    Speed: 2,
    ...(customer ? { ShippingDate: today, CustomerCode: customer } : { ProdDate: today }),
  };
}

const printAndPreview = (screen: string, request: (k: SampleKit) => Promise<Row>): Samples => ({
  [demand(screen, 'print')]: one(request),
  [demand(screen, 'preview')]: one(request),
  [demand(screen, 'printerStatus')]: one(async (k) => ({ printerName: await samplePrinter(k) })),
});

/** A job the sample printer took: printed first, then found in Print History. */
async function sentJob(k: SampleKit): Promise<{ id: number; screen: string }> {
  const printed = await k.call<{ printId: number }>('demand.EmptyBoxLabelPrinting.print', {
    noLabels: 1,
    noCopies: 1,
    printerName: await samplePrinter(k),
    Speed: 2,
  });
  return { id: printed.printId, screen: 'EmptyBoxLabelPrinting' };
}

/** A job of two labels the printer stopped on after the first (paper out). */
async function partlyPrintedJob(k: SampleKit): Promise<{ id: number; screen: string }> {
  const { name, printer } = await addPrinter(k, 'paperOutPrinter');
  // The same printer serves every caller: the label an earlier call left queued is dropped first.
  printer.cancelAll();
  await printer.setState({ paperOut: false, paperOutAfter: 1 });
  const printed = await k.call<{ printId: number }>('demand.EmptyBoxLabelPrinting.print', {
    noLabels: 2,
    noCopies: 1,
    printerName: name,
    Speed: 2,
  });
  return { id: printed.printId, screen: 'EmptyBoxLabelPrinting' };
}

const lookups = (screen: string, names: string[]): Samples =>
  Object.fromEntries(
    names.map((name) => [
      demand(screen, name),
      name === 'defaultPrinter' ? one(async (k) => ({ plantID: await plantId(k) })) : none,
    ]),
  );
const grid = (screen: string, extra: Row = {}): Samples => ({
  [demand(screen, 'list')]: one(async (k) => ({
    plantid: await plantId(k),
    skip: 0,
    take: 10,
    requireTotalCount: true,
    ...extra,
  })),
});
const detail = (screen: string): Samples => ({
  [demand(screen, 'getDetail')]: one(async (k) => {
    const row = await firstRow(k, screen);
    return {
      plantid: row.plantid,
      sewsPartNo: row.sewsPartNo,
      sewsDesginLevel: row.sewsDesginLevel,
      labelFormat: row.labelFormat,
    };
  }),
});
const page = one(() => ({ skip: 0, take: 10, requireTotalCount: true }));

const standard = ['plants', 'activePlant', 'printers', 'defaultPrinter'];

export const demandSamples: Samples = {
  ...lookups('BoxLabelPrinting', [...standard, 'displayColorAndBroadcast']),
  ...grid('BoxLabelPrinting'),
  ...printAndPreview('BoxLabelPrinting', (k) => boxRequest(k)),
  ...lookups('HarnessLabelPrinting', [...standard, 'productionLineLot', 'displayColorAndBroadcast']),
  ...grid('HarnessLabelPrinting'),
  ...printAndPreview('HarnessLabelPrinting', (k) => harnessRequest(k, 'HarnessLabelPrinting')),
  ...lookups('SpecialHarnessLabelPrinting', [...standard, 'productionLineLot', 'displayColorAndBroadcast']),
  ...grid('SpecialHarnessLabelPrinting'),
  ...printAndPreview('SpecialHarnessLabelPrinting', (k) => harnessRequest(k, 'SpecialHarnessLabelPrinting')),
  ...lookups('ZebraLabelPrinting', standard),
  ...grid('ZebraLabelPrinting'),
  ...printAndPreview('ZebraLabelPrinting', zebraRequest),
  ...lookups('EmptyBoxLabelPrinting', ['printers', 'defaultPrinter', 'printerSpeed']),
  ...printAndPreview('EmptyBoxLabelPrinting', async (k) => ({
    noLabels: 2,
    noCopies: 1,
    printerName: await samplePrinter(k),
    Speed: 2,
  })),
  ...lookups('PalletLabelPrinting', ['nextSerial', 'printers', 'defaultPrinter', 'printerSpeed']),
  ...printAndPreview('PalletLabelPrinting', async (k) => ({
    LabelQty: 2,
    printerName: await samplePrinter(k),
    Speed: 3,
  })),
  ...lookups('ComponentLabelPrinting', [...standard, 'printerSpeed', 'customers']),
  ...grid('ComponentLabelPrinting'),
  ...printAndPreview('ComponentLabelPrinting', (k) => partRequest(k, 'ComponentLabelPrinting')),
  ...lookups('SpecialBoxLabelPrinting', [...standard, 'displayColorAndBroadcast']),
  ...grid('SpecialBoxLabelPrinting'),
  ...detail('SpecialBoxLabelPrinting'),
  ...printAndPreview('SpecialBoxLabelPrinting', (k) => boxRequest(k, 'SpecialBoxLabelPrinting')),
  ...lookups('CustomerLabelPrinting', [...standard, 'printerSpeed', 'customers']),
  ...grid('CustomerLabelPrinting', { customerId: 'FORD' }),
  ...printAndPreview('CustomerLabelPrinting', (k) => partRequest(k, 'CustomerLabelPrinting')),
  'demand.PrintCenter.snapshot': none,
  'demand.PrintCenter.hours': none,
  'demand.PrintHistory.list': one(() => ({ skip: 0, take: 10, requireTotalCount: true, state: 'sent' })),
  'demand.PrintHistory.preview': one(async (k) => ({ id: (await sentJob(k)).id })),
  'demand.PrintHistory.reprint': one(async (k) => ({ ...(await sentJob(k)), reason: 'damaged' })),
  'demand.PrintHistory.printMissing': one(async (k) => ({
    ...(await partlyPrintedJob(k)),
    printerName: await samplePrinter(k),
  })),
  'demand.PrintHistory.confirm': one(partlyPrintedJob),
  'demand.StatusUpdate.harnessStatus': page,
  'demand.StatusUpdate.boxStatus': page,
  'demand.StatusUpdate.otherStatus': page,
  'demand.StatusUpdate.palletUpdationStatus': page,
  'demand.StatusUpdate.update': one(async (k) => {
    const reply = await k.call<{ data: { label_tp: string; dtm: string }[] }>('demand.StatusUpdate.otherStatus', {
      take: 1,
    });
    const row = reply.data[0];
    if (!row) throw new Error('No label sequence to update');
    return { mode: 'E_Grid3', labelTP: row.label_tp, i3DTM: row.dtm, status: true };
  }),
};
