import { cataloguePart } from '../../seed/part-catalogue.js';
import { gridsSamples, newXrefPart, none, one, type Samples, upload } from './kit.js';

/** Rows are added on JRZ2 so that the seeded JRZ1 lists stay as the e2e tests expect them. */
const plant = 'JRZ2';
const plants = (screen: string): Samples => ({
  [`configuration.${screen}.plants`]: none,
  [`configuration.${screen}.activePlant`]: none,
});

/** Part mapping, FORD alert and component code masters, their lookups and uploads. */
export const partRulesSamples: Samples = {
  ...gridsSamples({
    'configuration.PartMappingMaster': {
      newRow: (k) => ({
        plantId: plant,
        sourceShortPartNo: k.code(4),
        sourceSewsPartNo: `S-${k.code(20)}`,
        sourceSewsDesignLevel: '01',
        destShortPartNo: 'A001',
      }),
      key: 'sourceShortPartNo',
      edit: (row) => ({ ...row, destLabelFormat: 'HL01', destSewsPartNo: 'EDITED' }),
      listInput: { plantid: plant },
    },
    'configuration.FORDAlertMaster': {
      newRow: async (k) => ({
        plantid: plant,
        sewsPartNo: await newXrefPart(k, plant),
        sewsDesignLevel: '01',
        alerT1: 'Sample alert',
      }),
      key: 'sewsPartNo',
      edit: (row) => ({ ...row, alerT1: 'Edited', alerT2: 'Edited by a sample' }),
      listInput: { plantid: plant },
    },
    'configuration.ComponentCodeMaster': {
      newRow: async (k) => ({
        plantId: plant,
        sewsPartNo: await newXrefPart(k, plant),
        componentCode: `CC${k.code(8)}`,
      }),
      key: 'sewsPartNo',
      // DE approval is the approve groups' to change (part-rules.test.ts), not every caller's.
      edit: (row) => ({ ...row, componentCode: `${row.componentCode}E` }),
      listInput: { plantid: plant },
    },
  }),
  ...plants('PartMappingMaster'),
  'configuration.PartMappingMaster.sourceShortPart': one(() => ({ plantId: 'JRZ1', sourceShortPartNumber: 'A000' })),
  'configuration.PartMappingMaster.destinationShortPart': one(() => ({
    plantId: 'JRZ1',
    destinationShortPartNumber: 'A001',
  })),
  'configuration.PartMappingMaster.sourceShortParts': one(() => ({
    plantId: 'JRZ1',
    skip: 0,
    take: 5,
    requireTotalCount: true,
    searchValue: 'A0',
    select: '["shorT_PART_NO","sewS_PART_NO"]',
  })),
  'configuration.PartMappingMaster.destinationShortParts': one(() => ({ plantId: 'JRZ1', skip: 5, take: 5 })),

  ...plants('FORDAlertMaster'),
  'configuration.FORDAlertMaster.fill': one(() => ({
    field: 'sewsPartNo',
    plantid: 'JRZ1',
    sewsPartNo: cataloguePart('JRZ1', 0).sewsPartNo,
  })),
  'configuration.FORDAlertMaster.sewsPartNumbers': one(() => ({ plantid: 'JRZ1', take: 10, searchValue: '82111' })),
  // An import adds rows: create is its right (see importCall).
  'configuration.FORDAlertMaster.import': one(async (k) => ({
    plantid: plant,
    file: await upload(
      'ford-alerts.xlsx',
      ['SEWS Part No.', 'Design Level', 'Alert 1'],
      [
        [await newXrefPart(k, plant), '01', 'Imported by a sample'],
        [await newXrefPart(k, plant, '02'), '02', 'Imported by a sample'],
      ],
    ),
  })),
  'configuration.FORDAlertMaster.deleteAll': one(() => ({ plantId: 'JRZ3' })),

  ...plants('ComponentCodeMaster'),
  'configuration.ComponentCodeMaster.approvalGroupCodes': none,
  'configuration.ComponentCodeMaster.sewsPartNumbers': one(() => ({ plantid: 'JRZ1', skip: 0, take: 10 })),
  'configuration.ComponentCodeMaster.sewsPartNumber': one(async (k) => {
    const page = await k.call<{ data: { sewS_PART_NO: string }[] }>(
      'configuration.ComponentCodeMaster.sewsPartNumbers',
      { plantid: 'JRZ1', take: 1 },
    );
    return { plantid: 'JRZ1', id: page.data[0]?.sewS_PART_NO };
  }),
  'configuration.ComponentCodeMaster.import': one(async (k) => ({
    plantid: plant,
    file: await upload(
      'component-codes.xlsx',
      ['SEWS Part No.', 'Component Code'],
      [[await newXrefPart(k, plant), 'CC-IMPORT']],
    ),
  })),
};
