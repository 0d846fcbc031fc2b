import { gridsSamples, none, one, type SampleKit, type Samples } from './kit.js';

/** Rows are added on JRZ2 so that JRZ1's list stays as the seed and the browser tests have it. */
const plantId = 'JRZ2';

/** A short part of the plant's XREF not on its list yet (JRZ2 has hundreds). */
async function freeShortPart(k: SampleKit): Promise<string> {
  const free = await k.call<{ data: { value: string }[] }>('configuration.EPBMaster.shortPartNumbers', {
    plantId,
    skip: 0,
    take: 1,
  });
  return String(free.data[0]?.value);
}

/** EPB Master (spec 3 section 7). */
export const epbSamples: Samples = {
  ...gridsSamples({
    'configuration.EPBMaster': {
      newRow: async (k) => ({ plantId, shortPartNo: await freeShortPart(k), remarks: 'SAMPLE' }),
      key: 'shortPartNo',
      edit: (row) => ({ ...row, remarks: 'EDITED BY A SAMPLE' }),
      listInput: { plantid: plantId },
    },
  }),
  'configuration.EPBMaster.plants': none,
  'configuration.EPBMaster.activePlant': none,
  'configuration.EPBMaster.fill': one(() => ({ field: 'shortPartNo', plantId: 'JRZ1', shortPartNo: 'A001' })),
  'configuration.EPBMaster.shortPartNumbers': one(() => ({ plantId: 'JRZ1', skip: 5, take: 5, searchValue: 'A' })),
};
