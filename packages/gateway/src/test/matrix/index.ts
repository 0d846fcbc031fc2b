import { authSamples } from './auth.js';
import { configurationGrids, configurationSamples } from './configuration.js';
import { demandSamples } from './demand.js';
import type { GridSample, Samples } from './kit.js';
import { labelSetupGrids, labelSetupSamples } from './label-setup.js';
import { partRulesGrids, partRulesSamples } from './part-rules.js';
import { partsGrids, partsSamples } from './parts.js';
import { reportSamples } from './report.js';
import { reworkSamples } from './rework.js';
import { shippingGrids, shippingSamples } from './shipping.js';

/** Every procedure's samples, one file per domain. */
export const samples: Samples = {
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

/** The master grids whose fresh rows samples may ask for (SampleKit.freshRow). */
export const grids: Record<string, GridSample> = {
  ...configurationGrids,
  ...partsGrids,
  ...labelSetupGrids,
  ...partRulesGrids,
  ...shippingGrids,
};
