import ExcelJS from 'exceljs';
import { type GridSample, gridSamples, type SampleKit, type Samples } from './kit.js';

/** New rows go to JRZ2; delete all empties JRZ3's FORD alerts. */
const plant = 'JRZ2';

/** An upload's input as the web sends it: the workbook as base64 in JSON. */
export async function workbook(name: string, header: string[], rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRows([header, ...rows]);
  return { name, content: Buffer.from(await book.xlsx.writeBuffer()).toString('base64') };
}

/** Part mapping, FORD alert and component code masters. */
export const partRulesGrids: Record<string, GridSample> = {
  'configuration.PartMappingMaster': {
    newRow: (k) => ({
      plantId: plant,
      sourceShortPartNo: k.code(4),
      sourceSewsPartNo: 'MATRIX-PART',
      sourceSewsDesignLevel: '01',
      destShortPartNo: 'A001',
    }),
    key: 'sourceShortPartNo',
    touch: 'destSewsPartNo',
    listInput: { plantid: plant },
  },
  'configuration.FORDAlertMaster': {
    newRow: (k) => ({ plantid: plant, sewsPartNo: k.code(40), alerT1: 'Matrix alert' }),
    key: 'sewsPartNo',
    touch: 'alerT1',
    listInput: { plantid: plant },
  },
  'configuration.ComponentCodeMaster': {
    newRow: (k) => ({ plantId: plant, sewsPartNo: k.code(40), componentCode: 'MATRIX' }),
    key: 'sewsPartNo',
    touch: 'componentCode',
    listInput: { plantid: plant },
  },
};

const plants = (screen: string): Samples => ({
  [`configuration.${screen}.plants`]: { '': () => ({}) },
  [`configuration.${screen}.activePlant`]: { '': () => ({}) },
});
const upload = (name: string, header: string[], row: (k: SampleKit) => string[]) => ({
  '': async (k: SampleKit) => ({ plantid: plant, file: await workbook(name, header, [row(k)]) }),
});

export const partRulesSamples: Samples = {
  ...Object.assign({}, ...Object.entries(partRulesGrids).map(([grid, spec]) => gridSamples(grid, spec))),
  ...plants('PartMappingMaster'),
  ...plants('FORDAlertMaster'),
  ...plants('ComponentCodeMaster'),
  'configuration.PartMappingMaster.sourceShortPart': { '': () => ({ plantId: 'JRZ1', sourceShortPartNumber: 'A000' }) },
  'configuration.PartMappingMaster.destinationShortPart': {
    '': () => ({ plantId: 'JRZ1', destinationShortPartNumber: 'A001' }),
  },
  'configuration.PartMappingMaster.sourceShortParts': { '': () => ({ plantId: 'JRZ1', take: 5, searchValue: 'A0' }) },
  'configuration.PartMappingMaster.destinationShortParts': { '': () => ({ plantId: 'JRZ1', take: 5 }) },
  'configuration.FORDAlertMaster.sewsPartNumbers': { '': () => ({ plantid: 'JRZ1', take: 10 }) },
  // An import adds rows: create is its right (see importCall).
  'configuration.FORDAlertMaster.import': upload('alerts.xlsx', ['SEWS Part No.', 'Alert 1'], (k) => [
    k.code(40),
    'Matrix upload',
  ]),
  'configuration.FORDAlertMaster.deleteAll': { '': () => ({ plantId: 'JRZ3' }) },
  'configuration.ComponentCodeMaster.approvalGroupCodes': { '': () => ({}) },
  'configuration.ComponentCodeMaster.sewsPartNumbers': { '': () => ({ plantid: 'JRZ1', take: 10 }) },
  'configuration.ComponentCodeMaster.sewsPartNumber': { '': () => ({ plantid: 'JRZ1', id: '82111-00000' }) },
  'configuration.ComponentCodeMaster.import': upload('codes.xlsx', ['SEWS Part No.', 'Component Code'], (k) => [
    k.code(40),
    'MATRIX',
  ]),
};
