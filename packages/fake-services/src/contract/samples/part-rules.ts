import { workbookFile } from '../../import/workbook-file.js';
import { api, gridSamples, type Sample, tag } from '../kit.js';

/** Rows are added on JRZ2 so that the seeded JRZ1 lists stay as the e2e tests expect them. */
const plant = 'JRZ2';
const plants = (screen: string): Record<string, Sample> => ({
  [`configuration.${screen}.plants`]: () => ({}),
  [`configuration.${screen}.activePlant`]: () => ({}),
});

/** Part mapping, FORD alert and component code masters, their lookups and uploads. */
export const partRulesSamples: Record<string, Sample> = {
  ...plants('PartMappingMaster'),
  ...gridSamples(
    'configuration.PartMappingMaster',
    (t) => ({
      plantId: plant,
      sourceShortPartNo: t.slice(-4),
      sourceSewsPartNo: `CT-${t}`,
      sourceSewsDesignLevel: '01',
      destShortPartNo: 'A001',
    }),
    (row) => ['sourceShortPartNo', '=', row.sourceShortPartNo],
    (row) => ({ ...row, destLabelFormat: 'HL01' }),
    { plantid: plant },
  ),
  'configuration.PartMappingMaster.sourceShortPart': () => ({ plantId: 'JRZ1', sourceShortPartNumber: 'A000' }),
  'configuration.PartMappingMaster.destinationShortPart': () => ({
    plantId: 'JRZ1',
    destinationShortPartNumber: 'A001',
  }),
  'configuration.PartMappingMaster.sourceShortParts': () => ({
    plantId: 'JRZ1',
    skip: 0,
    take: 5,
    requireTotalCount: true,
    searchValue: 'A0',
    select: '["shorT_PART_NO","sewS_PART_NO"]',
  }),
  'configuration.PartMappingMaster.destinationShortParts': () => ({ plantId: 'JRZ1', skip: 5, take: 5 }),

  ...plants('FORDAlertMaster'),
  ...gridSamples(
    'configuration.FORDAlertMaster',
    (t) => ({ plantid: plant, sewsPartNo: `CT-${t}`, sewsDesignLevel: '01', alerT1: 'Contract alert' }),
    (row) => ['sewsPartNo', '=', row.sewsPartNo],
    (row) => ({ ...row, alerT2: 'Edited by the contract test' }),
    { plantid: plant },
  ),
  'configuration.FORDAlertMaster.sewsPartNumbers': () => ({ plantid: 'JRZ1', take: 10, searchValue: '82111' }),
  'configuration.FORDAlertMaster.import': async () => ({
    plantid: plant,
    file: await workbookFile(
      'ford-alerts.xlsx',
      ['SEWS Part No.', 'Design Level', 'Alert 1'],
      [
        [`CT-${tag()}`, '01', 'Imported by the contract test'],
        [`CT-${tag()}`, '02', 'Imported by the contract test'],
      ],
    ),
  }),
  'configuration.FORDAlertMaster.deleteAll': () => ({ plantId: 'JRZ3' }),

  ...plants('ComponentCodeMaster'),
  ...gridSamples(
    'configuration.ComponentCodeMaster',
    (t) => ({ plantId: plant, sewsPartNo: `CT-${t}`, componentCode: `CC${t}` }),
    (row) => ['sewsPartNo', '=', row.sewsPartNo],
    (row) => ({ ...row, componentCode: `${row.componentCode}E`, deApproval: true }),
    { plantid: plant },
  ),
  'configuration.ComponentCodeMaster.approvalGroupCodes': () => ({}),
  'configuration.ComponentCodeMaster.sewsPartNumbers': () => ({ plantid: 'JRZ1', skip: 0, take: 10 }),
  'configuration.ComponentCodeMaster.sewsPartNumber': async () => {
    const page = await api<{ data: { sewS_PART_NO: string }[] }>('configuration.ComponentCodeMaster.sewsPartNumbers', {
      plantid: 'JRZ1',
      take: 1,
    });
    return { plantid: 'JRZ1', id: page.data[0]?.sewS_PART_NO };
  },
  'configuration.ComponentCodeMaster.import': async () => ({
    plantid: plant,
    file: await workbookFile(
      'component-codes.xlsx',
      ['SEWS Part No.', 'Component Code'],
      [[`CT-${tag()}`, 'CC-IMPORT']],
    ),
  }),
};
