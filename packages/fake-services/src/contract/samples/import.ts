import { addDays, todayIso } from '@fgss/contracts';
import { none, one, type SampleKit, type Samples, upload } from './kit.js';

const date = () => addDays(todayIso(), -1);
/** A shipped ASN of yesterday, as the central retransmit grid lists it. */
const shippedAsn = async (k: SampleKit) =>
  (await k.call<{ data: { asnNumber: string }[] }>('import.RetransmitASNCentraltoCustoms.asnNumbers', { date: date() }))
    .data[0]?.asnNumber;

/** Import XREF Data, the retransmits to customs (the plant's own customs receiver answers) and their log. */
export const importSamples: Samples = {
  'import.ImportXREFData.plants': none,
  'import.ImportXREFData.activePlant': none,
  'import.ImportXREFData.import': one(async (k) => ({
    plantId: 'JRZ1',
    file: await upload(
      'xref.xlsx',
      ['SEWS Part No.', 'SEWS Design Level', 'Short Part No.'],
      [[k.code(40), 'A', 'CT1']],
    ),
  })),
  'import.ImportXREFData.showStatus': none,
  'import.RetransmitASNCentraltoCustoms.asnNumbers': one(() => ({
    date: date(),
    skip: 0,
    take: 10,
    requireTotalCount: true,
  })),
  'import.RetransmitASNCentraltoCustoms.retransmit': {
    one: async (k) => ({ date: date(), asnNumber: await shippedAsn(k) }),
    all: () => ({ date: date(), all: true }),
  },
  'import.RetransmitASNtoCustoms.asnNumbers': one(() => ({ skip: 0, take: 10 })),
  'import.RetransmitASNtoCustoms.retransmit': one(async (k) => ({ asnNumber: await shippedAsn(k) })),
  'import.RetransmitASNtoCustoms.lastTransmission': one(async (k) => ({ asnNumber: await shippedAsn(k) })),
  'import.TransmissionLog.search': one(() => ({ dateFrom: date(), skip: 0, take: 10, requireTotalCount: true })),
  'import.TransmissionLog.document': one(async (k) => {
    const log = await k.call<{ data: { id: number }[] }>('import.TransmissionLog.search', { take: 1 });
    const id = log.data[0]?.id;
    if (!id) throw new Error('No transmission in the log');
    return { id };
  }),
};
