import { todayIso } from '@fgss/contracts';
import { workbookFile } from '../../import/workbook-file.js';
import { api, type Input, type Sample } from '../kit.js';
import { boxRequest, samplePrinter } from './demand.js';

/**
 * Rework and DOI samples: boxes in stock are found through the Inventory and Box/Harness
 * reports, new empty boxes are printed on Box Label Printing, and each sample uses boxes and
 * harnesses no other sample touched.
 */
const PLANT = 'JRZ1';
const none: Sample = () => ({});
const tag = Date.now().toString(36).slice(-5).toUpperCase();
let n = 0;
const used = new Set<string>();

async function stockBox(): Promise<{ box: string; harnesses: string[] }> {
  const stock = await api<{ data: { boxSerialNumber: string }[] }>('report.InventoryReport.search', {
    plantID: PLANT,
    reportOption: 'D',
    take: 60,
  });
  for (const { boxSerialNumber: box } of stock.data) {
    if (used.has(box)) continue;
    used.add(box);
    const found = await api<{ data: { harnessSNO: string }[] }>('report.BoxHarnessReport.search', {
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
    if (harnesses.length >= 2 && (await api('rework.HarnessLabelRelabel.checkValidData', check)) === '')
      return { box, harnesses };
  }
  throw new Error('No box in stock with harnesses is left for the rework samples');
}
const emptyBox = async () =>
  (await api<{ serials: string[] }>('demand.BoxLabelPrinting.print', await boxRequest('BoxLabelPrinting')))
    .serials[0] as string;
/** A new label that keeps the source's short part (characters 5 to 8). */
const destination = (source: string) =>
  `Z${source.slice(1, 8)}${tag.slice(-4)}${(n++).toString(36).padStart(2, '0').slice(-2)}`;

/** A box relabeled WITHOUT HARNESS into a freshly printed box. */
async function savedBoxRelabel(): Promise<Input> {
  const { box } = await stockBox();
  const key = { PlantId: PLANT, boxLabelOld: box, boxLabelNew: await emptyBox(), HarnessOption: 'WITHOUT HARNESS' };
  await api('rework.BoxRelabeling.save', { ...key, rows: [] });
  return key;
}
async function savedNoBox(): Promise<Input> {
  const key = { PlantId: PLANT, BoxSNO: await emptyBox(), SourceHarness: 'Mexico', HarnessOption: 'WITHOUT HARNESS' };
  await api('rework.NoboxRelabeling.save', { ...key, QTY: 5, rows: [] });
  return key;
}
const plants = (screen: string): Record<string, Sample> => ({
  [`rework.${screen}.plants`]: none,
  [`rework.${screen}.activePlant`]: none,
});

export const reworkSamples: Record<string, Sample> = {
  ...plants('HarnessLabelRelabel'),
  'rework.HarnessLabelRelabel.printers': none,
  'rework.HarnessLabelRelabel.defaultPrinter': () => ({ plantID: PLANT }),
  'rework.HarnessLabelRelabel.printerSpeed': none,
  'rework.HarnessLabelRelabel.getHarness': async () => ({ plantID: PLANT, boxSNO: (await stockBox()).box }),
  'rework.HarnessLabelRelabel.checkValidData': async () => {
    const { box, harnesses } = await stockBox();
    return { plantID: PLANT, boxSNO: box, sourceHarness: harnesses[0], harnessType: 'Mexico', operationType: 'SOURCE' };
  },
  'rework.HarnessLabelRelabel.print': async () => {
    const { box, harnesses } = await stockBox();
    return {
      printerName: await samplePrinter(),
      quantity: harnesses.length,
      copies: 1,
      speed: 2,
      plantID: PLANT,
      boxSNO: box,
      harnessType: 'Mexico',
      harnessData: harnesses.map((s) => ({ sourceHarness: s, destinationHarness: destination(s) })),
    };
  },

  ...plants('BoxRelabeling'),
  'rework.BoxRelabeling.quantity': async () => ({ plantId: PLANT, boxLabelOld: (await stockBox()).box }),
  'rework.BoxRelabeling.check': async () => ({
    plantId: PLANT,
    boxLabelOld: (await stockBox()).box,
    boxLabelNew: await emptyBox(),
  }),
  'rework.BoxRelabeling.list': async () => ({ plantId: PLANT, boxLabelOld: (await stockBox()).box }),
  'rework.BoxRelabeling.isValid': async () => {
    const { box, harnesses } = await stockBox();
    return {
      plantId: PLANT,
      boxLabelOld: box,
      boxLabelNew: await emptyBox(),
      harnessOption: 'WITH HARNESS',
      destHarness: harnesses[0],
    };
  },
  'rework.BoxRelabeling.save': async () => ({
    PlantId: PLANT,
    boxLabelOld: (await stockBox()).box,
    boxLabelNew: await emptyBox(),
    HarnessOption: 'WITHOUT HARNESS',
    rows: [],
  }),
  'rework.BoxRelabeling.delete': savedBoxRelabel,

  ...plants('NoboxRelabeling'),
  'rework.NoboxRelabeling.quantity': async () => ({ plantId: PLANT, boxSNO: await emptyBox() }),
  'rework.NoboxRelabeling.list': async () => ({ plantId: PLANT, boxSNO: (await savedNoBox()).BoxSNO }),
  'rework.NoboxRelabeling.isValid': async () => ({
    plantId: PLANT,
    boxSNO: await emptyBox(),
    harnessOption: 'WITH HARNESS',
    sourceHarness: 'Mexico',
    destHarness: (await stockBox()).harnesses[0],
  }),
  'rework.NoboxRelabeling.save': async () => ({
    PlantId: PLANT,
    BoxSNO: await emptyBox(),
    SourceHarness: 'Mexico',
    HarnessOption: 'WITHOUT HARNESS',
    QTY: 5,
    rows: [],
  }),
  'rework.NoboxRelabeling.delete': savedNoBox,

  ...plants('DeleteReinspectedBox'),
  'rework.DeleteReinspectedBox.boxSno': async () => ({
    plantId: PLANT,
    boxLabelOld: (await savedBoxRelabel()).boxLabelOld,
  }),
  'rework.DeleteReinspectedBox.list': async () => {
    const key = await savedBoxRelabel();
    return { plantId: PLANT, boxLabelOld: key.boxLabelOld, boxLabelNew: key.boxLabelNew };
  },
  'rework.DeleteReinspectedBox.delete': async () => {
    const key = await savedBoxRelabel();
    const rows = await api<{ id: number }[]>('rework.DeleteReinspectedBox.list', {
      plantId: PLANT,
      boxLabelOld: key.boxLabelOld,
    });
    return { id: rows[0]?.id, PlantId: PLANT, boxLabelOld: key.boxLabelOld, boxLabelNew: key.boxLabelNew };
  },

  'doi.DOIMaintenance.list': () => ({ skip: 0, take: 10 }),
  'doi.DOIMaintenance.checkHarnessSerialNo': async () => ({
    harnessSerialNo: (await stockBox()).harnesses[0],
    option: 'Reserve',
    controlNo: 'CT-1',
  }),
  'doi.DOIMaintenance.save': async () => ({
    rows: [{ harnessSerialNo: (await stockBox()).harnesses[0], option: 'Reserve', controlNo: 'CT-1' }],
  }),
  'doi.DOIMaintenance.import': async () => ({
    option: 'Scrap',
    controlNo: 'CT-2',
    file: await workbookFile(
      'doi.xlsx',
      ['Harness Serial No'],
      (await stockBox()).harnesses.map((s) => [s]),
    ),
  }),
  'doi.DOIReport.plants': none,
  'doi.DOIReport.activePlant': none,
  'doi.DOIReport.search': () => ({ plantID: PLANT, dateFrom: todayIso(), dateTo: todayIso(), skip: 0, take: 10 }),
};
