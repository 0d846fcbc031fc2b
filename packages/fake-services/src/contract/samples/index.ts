import { adminMasterSamples } from './admin-masters.js';
import { archiveSamples } from './archive.js';
import { authSamples } from './auth.js';
import { barcodeMasterSamples } from './barcode-masters.js';
import { configurationSamples } from './configuration.js';
import { demandSamples } from './demand.js';
import { epbSamples } from './epb.js';
import { importSamples } from './import.js';
import type { Samples } from './kit.js';
import { labelSetupSamples } from './label-setup.js';
import { partRulesSamples } from './part-rules.js';
import { partsSamples } from './parts.js';
import { plainMasterSamples } from './plain-masters.js';
import { reportSamples } from './report.js';
import { reworkSamples } from './rework.js';
import { shippingSamples } from './shipping.js';

export { boxFormatCheck } from './box-format-check.js';
export type { Row, Sample, SampleKit, Samples, Variants } from './kit.js';
export { codes, upload } from './kit.js';

/** The samples written by hand, one file per domain. */
const own: Samples = {
  ...authSamples,
  ...configurationSamples,
  ...demandSamples,
  ...partsSamples,
  ...labelSetupSamples,
  ...partRulesSamples,
  ...reportSamples,
  ...shippingSamples,
  ...reworkSamples,
  ...importSamples,
  ...adminMasterSamples,
  ...archiveSamples,
  ...epbSamples,
  ...barcodeMasterSamples,
};

/**
 * The one sample registry: valid inputs of every registry call, by call name (then by variant):
 * those written by hand, and a plain master's made from its entity when it has none there. The
 * contract test (fake-services/src/contract.test.ts) and the gateway's permission matrix
 * (gateway/src/permission-matrix/, in parts) both run every sample; samples.test.ts fails for a
 * call without one.
 */
export const samples: Samples = { ...own, ...plainMasterSamples(own) };
