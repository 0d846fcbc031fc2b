import type { Sample } from '../kit.js';
import { authSamples } from './auth.js';
import { configurationSamples } from './configuration.js';

/** One valid input per registry call, by call name; one file per domain. */
export const samples: Record<string, Sample> = {
  ...authSamples,
  ...configurationSamples,
};
