import { todayIso } from '@fgss/contracts';
import { boxRequest, samplePrinter } from './demand.js';
import { none, one, type SampleKit, type Samples, upload } from './kit.js';

/**
 * Rework and DOI. Each sample takes boxes in stock no other sample took (found through the
 * Inventory and Box/Harness reports) and prints new empty boxes on Box Label Printing, so each
 * caller's call starts from its own state. Prints go to the printer of the demand samples.
 */
const PLANT = 'JRZ1';
let n = 0;
const tag = Date.now().toString(36).slice(-4).toUpperCase();

async function stockBox(k: SampleKit): Promise<{ box: string; harnesses: string[] }> {
  const used = k.memo('stock boxes', () => new Set<string>());
  const stock = await k.call<{ data: { boxSerialNumber: string }[] }>('report.InventoryReport.search', {
    plantID: PLANT,
    reportOption: 'D',
    take: 80,
  });
  for (const { boxSerialNumber: box } of stock.data) {
    if (used.has(box)) continue;
    used.add(box);
    const found = await k.call<{ data: { harnessSNO: string }[] }>('report.BoxHarnessReport.search', {
      boxSNO: box,
      take: 50,
    });
    const harnesses = found.data.map((h) => h.harnessSNO);
    // A box the seed's DOI history holds is skipped: its first harness is reserved.
    const check = {
      plantID: PLANT,
      boxSNO: box,
      sourceHarness: harnesses[0],
      harnessType: 'Mexico',
      operationType: 'SOURCE',
    };
    if (harnesses.length >= 2 && (await k.call('rework.HarnessLabelRelabel.checkValidData', check)) === '')
      return { box, harnesses };
  }
  throw new Error('No box in stock with harnesses is left for the rework samples');
}
const emptyBox = async (k: SampleKit) =>
  (await k.call<{ serials: string[] }>('demand.BoxLabelPrinting.print', await boxRequest(k))).serials[0];
const destination = (source: string) => `Y${source.slice(1, 8)}${tag}${(n++).toString(36).padStart(2, '0').slice(-2)}`;

async function savedBoxRelabel(k: SampleKit) {
  const key = {
    PlantId: PLANT,
    boxLabelOld: (await stockBox(k)).box,
    boxLabelNew: await emptyBox(k),
    HarnessOption: 'WITHOUT HARNESS',
  };
  await k.call('rework.BoxRelabeling.save', { ...key, rows: [] });
  return key;
}
async function savedNoBox(k: SampleKit) {
  const key = { PlantId: PLANT, BoxSNO: await emptyBox(k), SourceHarness: 'Mexico', HarnessOption: 'WITHOUT HARNESS' };
  await k.call('rework.NoboxRelabeling.save', { ...key, QTY: 5, rows: [] });
  return key;
}
const plants = (screen: string): Samples => ({
  [`rework.${screen}.plants`]: none,
  [`rework.${screen}.activePlant`]: none,
});

export const reworkSamples: Samples = {
  ...plants('HarnessLabelRelabel'),
  'rework.HarnessLabelRelabel.printers': none,
  'rework.HarnessLabelRelabel.defaultPrinter': one(() => ({ plantID: PLANT })),
  'rework.HarnessLabelRelabel.printerSpeed': none,
  'rework.HarnessLabelRelabel.getHarness': one(async (k) => ({ plantID: PLANT, boxSNO: (await stockBox(k)).box })),
  'rework.HarnessLabelRelabel.checkValidData': one(async (k) => {
    const { box, harnesses } = await stockBox(k);
    return { plantID: PLANT, boxSNO: box, sourceHarness: harnesses[0], harnessType: 'Mexico', operationType: 'SOURCE' };
  }),
  'rework.HarnessLabelRelabel.print': one(async (k) => {
    const { box, harnesses } = await stockBox(k);
    return {
      printerName: await samplePrinter(k),
      quantity: harnesses.length,
      copies: 1,
      speed: 2,
      plantID: PLANT,
      boxSNO: box,
      harnessType: 'Mexico',
      harnessData: harnesses.map((s) => ({ sourceHarness: s, destinationHarness: destination(s) })),
    };
  }),

  ...plants('BoxRelabeling'),
  'rework.BoxRelabeling.quantity': one(async (k) => ({ plantId: PLANT, boxLabelOld: (await stockBox(k)).box })),
  'rework.BoxRelabeling.check': one(async (k) => ({
    plantId: PLANT,
    boxLabelOld: (await stockBox(k)).box,
    boxLabelNew: await emptyBox(k),
  })),
  'rework.BoxRelabeling.list': one(async (k) => ({ plantId: PLANT, boxLabelOld: (await stockBox(k)).box })),
  'rework.BoxRelabeling.isValid': one(async (k) => {
    const { box, harnesses } = await stockBox(k);
    return {
      plantId: PLANT,
      boxLabelOld: box,
      boxLabelNew: await emptyBox(k),
      harnessOption: 'WITH HARNESS',
      destHarness: harnesses[0],
    };
  }),
  'rework.BoxRelabeling.save': one(async (k) => ({
    PlantId: PLANT,
    boxLabelOld: (await stockBox(k)).box,
    boxLabelNew: await emptyBox(k),
    HarnessOption: 'WITHOUT HARNESS',
    rows: [],
  })),
  'rework.BoxRelabeling.delete': one(savedBoxRelabel),

  ...plants('NoboxRelabeling'),
  'rework.NoboxRelabeling.quantity': one(async (k) => ({ plantId: PLANT, boxSNO: await emptyBox(k) })),
  'rework.NoboxRelabeling.list': one(async (k) => ({ plantId: PLANT, boxSNO: (await savedNoBox(k)).BoxSNO })),
  'rework.NoboxRelabeling.isValid': one(async (k) => ({
    plantId: PLANT,
    boxSNO: await emptyBox(k),
    harnessOption: 'WITH HARNESS',
    sourceHarness: 'Mexico',
    destHarness: (await stockBox(k)).harnesses[0],
  })),
  'rework.NoboxRelabeling.save': one(async (k) => ({
    PlantId: PLANT,
    BoxSNO: await emptyBox(k),
    SourceHarness: 'Mexico',
    HarnessOption: 'WITHOUT HARNESS',
    QTY: 5,
    rows: [],
  })),
  'rework.NoboxRelabeling.delete': one(savedNoBox),

  ...plants('DeleteReinspectedBox'),
  'rework.DeleteReinspectedBox.boxSno': one(async (k) => ({
    plantId: PLANT,
    boxLabelOld: (await savedBoxRelabel(k)).boxLabelOld,
  })),
  'rework.DeleteReinspectedBox.list': one(async (k) => {
    const key = await savedBoxRelabel(k);
    return { plantId: PLANT, boxLabelOld: key.boxLabelOld, boxLabelNew: key.boxLabelNew };
  }),
  'rework.DeleteReinspectedBox.delete': one(async (k) => {
    const key = await savedBoxRelabel(k);
    const rows = await k.call<{ id: number }[]>('rework.DeleteReinspectedBox.list', {
      plantId: PLANT,
      boxLabelOld: key.boxLabelOld,
    });
    return { id: rows[0]?.id, PlantId: PLANT, boxLabelOld: key.boxLabelOld, boxLabelNew: key.boxLabelNew };
  }),

  'doi.DOIMaintenance.list': one(() => ({ skip: 0, take: 10 })),
  'doi.DOIMaintenance.checkHarnessSerialNo': one(async (k) => ({
    harnessSerialNo: (await stockBox(k)).harnesses[0],
    option: 'Reserve',
    controlNo: 'MX-1',
  })),
  'doi.DOIMaintenance.save': one(async (k) => [
    { harnessSerialNo: (await stockBox(k)).harnesses[0], option: 'Reserve', controlNo: 'MX-1' },
  ]),
  'doi.DOIMaintenance.import': one(async (k) => {
    const { harnesses } = await stockBox(k);
    const file = await upload(
      'doi.xlsx',
      ['Harness Serial No'],
      harnesses.map((s) => [s]),
    );
    return { option: 'Scrap', controlNo: 'MX-2', file };
  }),
  'doi.DOIReport.plants': none,
  'doi.DOIReport.activePlant': none,
  'doi.DOIReport.search': one(() => ({ plantID: PLANT, dateFrom: todayIso(), dateTo: todayIso(), skip: 0, take: 10 })),
};
