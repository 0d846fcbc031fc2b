import type { Sample } from '../kit.js';
import { authSamples } from './auth.js';
import { configurationSamples } from './configuration.js';
import { demandSamples } from './demand.js';
import { labelSetupSamples } from './label-setup.js';
import { partRulesSamples } from './part-rules.js';
import { partsSamples } from './parts.js';
import { reportSamples } from './report.js';
import { reworkSamples } from './rework.js';
import { shippingSamples } from './shipping.js';

/** One valid input per registry call, by call name; one file per domain. */
export const samples: Record<string, Sample> = {
  ...authSamples,
  ...configurationSamples,
  ...demandSamples,
  ...partsSamples,
  ...labelSetupSamples,
  ...partRulesSamples,
  ...reportSamples,
  ...shippingSamples,
  ...reworkSamples,
};
