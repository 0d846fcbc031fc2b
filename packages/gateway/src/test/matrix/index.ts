import { authSamples } from './auth.js';
import { configurationGrids, configurationSamples } from './configuration.js';
import type { GridSample, Samples } from './kit.js';

/** Every procedure's samples, one file per domain. */
export const samples: Samples = {
  ...authSamples,
  ...configurationSamples,
};

/** The master grids whose fresh rows samples may ask for (SampleKit.freshRow). */
export const grids: Record<string, GridSample> = {
  ...configurationGrids,
};
