import { createServer } from 'node:net';
import { lotNumberText, todayIso } from '@fgss/contracts';
import { HOST_STATUS_QUERY, hostStatusReply } from '../../printers/host-status.js';
import { api, type Input, type Sample, tag } from '../kit.js';

/**
 * Demand printing. Prints need a printer that answers: the first print sample starts a raw TCP
 * listener in this process (a ready Zebra: it answers ~HS and takes any job) and adds it to the
 * Label Printer master through the configuration service, as a plant user would.
 */
const ready = { paused: false, paperOut: false, headOpen: false, bufferFull: false };
let printer: Promise<string> | undefined;
export function samplePrinter(): Promise<string> {
  printer ??= new Promise<number>((resolve) => {
    const server = createServer((socket) =>
      socket
        .on('data', (chunk) => {
          if (chunk.toString('latin1').startsWith(HOST_STATUS_QUERY)) socket.write(hostStatusReply(ready));
        })
        .on('end', () => socket.end()),
    );
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  }).then(async (port) => {
    const printerName = `CONTRACT-${tag()}`;
    await api('configuration.LabelPrinterMaster.insert', {
      rows: [
        {
          printerName,
          model: 'ZT410',
          communicationType: 'TCP/IP',
          hostName: '127.0.0.1',
          port: String(port),
          transmitMode: 'RAW',
          PrinterType: 'Zebra',
        },
      ],
    });
    return printerName;
  });
  return printer;
}

const plantId = () => api<string>('demand.BoxLabelPrinting.activePlant', {});
async function firstRow(screen: string, extra: Input = {}): Promise<Input> {
  const plantid = await plantId();
  const reply = await api<{ data: Input[] }>(`demand.${screen}.list`, { plantid, take: 1, ...extra });
  const row = reply.data[0];
  if (!row) throw new Error(`${screen} lists no part for plant ${plantid}`);
  return { ...row, plantid };
}

const today = todayIso();

export async function boxRequest(screen: string): Promise<Input> {
  const row = await firstRow(screen);
  const detail = await api<{ keyvalue: string }>(`demand.${screen}.getDetail`, {
    plantid: row.plantid,
    sewsPartNo: row.sewsPartNo,
    sewsDesginLevel: row.sewsDesginLevel,
  });
  return {
    PlantId: row.plantid,
    PrinterName: await samplePrinter(),
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

async function harnessRequest(screen: string): Promise<Input> {
  const row = await firstRow(screen);
  return {
    CBPlantId: row.plantid,
    ClusterPrinterName: await samplePrinter(),
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

async function zebraRequest(): Promise<Input> {
  const row = await firstRow('ZebraLabelPrinting');
  return {
    PrinterName: await samplePrinter(),
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
    NoOfCopies: 3,
    Plant: row.plantid,
    ReleaseNo: row.releaseNo,
    RecordId: row.id,
    IsPrimary: row.isPrimary,
  };
}

async function partRequest(screen: 'ComponentLabelPrinting' | 'CustomerLabelPrinting'): Promise<Input> {
  const customer = screen === 'CustomerLabelPrinting' ? 'FORD' : undefined;
  const row = await firstRow(screen, customer ? { customerId: customer } : {});
  return {
    PlantId: row.plantid,
    PrinterName: await samplePrinter(),
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

const printAndPreview = (screen: string, request: () => Promise<Input>): Record<string, Sample> => ({
  [`demand.${screen}.print`]: request,
  [`demand.${screen}.preview`]: request,
  [`demand.${screen}.printerStatus`]: async () => ({ printerName: await samplePrinter() }),
});

/** A job the sample printer took: printed here first, then found in Print History. */
async function sentJob(): Promise<{ id: number; screen: string }> {
  const printed = await api<{ printId: number }>('demand.EmptyBoxLabelPrinting.print', {
    noLabels: 1,
    noCopies: 1,
    printerName: await samplePrinter(),
    Speed: 2,
  });
  return { id: printed.printId, screen: 'EmptyBoxLabelPrinting' };
}

const none = () => ({});
const lookups = (screen: string, names: string[]): Record<string, Sample> =>
  Object.fromEntries(
    names.map((name) => [
      `demand.${screen}.${name}`,
      name === 'defaultPrinter' ? async () => ({ plantID: await plantId() }) : none,
    ]),
  );
const grid = (screen: string, extra: Input = {}): Record<string, Sample> => ({
  [`demand.${screen}.list`]: async () => ({
    plantid: await plantId(),
    skip: 0,
    take: 10,
    requireTotalCount: true,
    ...extra,
  }),
});
const detail = (screen: string): Record<string, Sample> => ({
  [`demand.${screen}.getDetail`]: async () => {
    const row = await firstRow(screen);
    return {
      plantid: row.plantid,
      sewsPartNo: row.sewsPartNo,
      sewsDesginLevel: row.sewsDesginLevel,
      labelFormat: row.labelFormat,
    };
  },
});

const standard = ['plants', 'activePlant', 'printers', 'defaultPrinter'];

export const demandSamples: Record<string, Sample> = {
  ...lookups('BoxLabelPrinting', [...standard, 'displayColorAndBroadcast']),
  ...grid('BoxLabelPrinting'),
  ...detail('BoxLabelPrinting'),
  ...printAndPreview('BoxLabelPrinting', () => boxRequest('BoxLabelPrinting')),
  ...lookups('HarnessLabelPrinting', [...standard, 'productionLineLot', 'displayColorAndBroadcast']),
  ...grid('HarnessLabelPrinting'),
  ...printAndPreview('HarnessLabelPrinting', () => harnessRequest('HarnessLabelPrinting')),
  ...lookups('SpecialHarnessLabelPrinting', [...standard, 'productionLineLot', 'displayColorAndBroadcast']),
  ...grid('SpecialHarnessLabelPrinting'),
  ...printAndPreview('SpecialHarnessLabelPrinting', () => harnessRequest('SpecialHarnessLabelPrinting')),
  ...lookups('ZebraLabelPrinting', standard),
  ...grid('ZebraLabelPrinting'),
  ...printAndPreview('ZebraLabelPrinting', zebraRequest),
  ...lookups('EmptyBoxLabelPrinting', ['printers', 'defaultPrinter', 'printerSpeed']),
  ...printAndPreview('EmptyBoxLabelPrinting', async () => ({
    noLabels: 2,
    noCopies: 1,
    printerName: await samplePrinter(),
    Speed: 2,
  })),
  ...lookups('PalletLabelPrinting', ['nextSerial', 'printers', 'defaultPrinter', 'printerSpeed']),
  ...printAndPreview('PalletLabelPrinting', async () => ({
    LabelQty: 2,
    printerName: await samplePrinter(),
    Speed: 3,
  })),
  ...lookups('ComponentLabelPrinting', [...standard, 'printerSpeed', 'customers']),
  ...grid('ComponentLabelPrinting'),
  ...printAndPreview('ComponentLabelPrinting', () => partRequest('ComponentLabelPrinting')),
  ...lookups('SpecialBoxLabelPrinting', [...standard, 'displayColorAndBroadcast']),
  ...grid('SpecialBoxLabelPrinting'),
  ...detail('SpecialBoxLabelPrinting'),
  ...printAndPreview('SpecialBoxLabelPrinting', () => boxRequest('SpecialBoxLabelPrinting')),
  ...lookups('CustomerLabelPrinting', [...standard, 'printerSpeed', 'customers']),
  ...grid('CustomerLabelPrinting', { customerId: 'FORD' }),
  ...printAndPreview('CustomerLabelPrinting', () => partRequest('CustomerLabelPrinting')),
  'demand.PrintHistory.list': () => ({ skip: 0, take: 10, requireTotalCount: true, state: 'sent' }),
  'demand.PrintHistory.preview': async () => ({ id: (await sentJob()).id }),
  'demand.PrintHistory.reprint': sentJob,
  'demand.StatusUpdate.harnessStatus': () => ({ skip: 0, take: 10, requireTotalCount: true }),
  'demand.StatusUpdate.boxStatus': () => ({ skip: 0, take: 10, requireTotalCount: true }),
  'demand.StatusUpdate.otherStatus': () => ({ skip: 0, take: 10, requireTotalCount: true }),
  'demand.StatusUpdate.palletUpdationStatus': () => ({ skip: 0, take: 10, requireTotalCount: true }),
  'demand.StatusUpdate.update': async () => {
    const reply = await api<{ data: { label_tp: string; dtm: string }[] }>('demand.StatusUpdate.otherStatus', {
      take: 1,
    });
    const row = reply.data[0];
    if (!row) throw new Error('No label sequence to update');
    return { mode: 'E_Grid3', labelTP: row.label_tp, i3DTM: row.dtm, status: true };
  },
};
