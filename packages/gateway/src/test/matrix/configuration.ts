import { type GridSample, gridSamples, type Samples } from './kit.js';

/** Parameter, location, carrier and destination masters. */
export const configurationGrids: Record<string, GridSample> = {
  'configuration.SystemParameters': {
    newRow: (k) => ({ option: 'General', parameter_c: k.code(20), parameter_Value: 'V1', remarks: 'matrix' }),
    key: 'parameter_c',
    touch: 'remarks',
    listInput: { option: 'General' },
  },
  'configuration.LocationMaster': {
    newRow: (k) => ({ location_cd: k.code(6), location_nm: 'Matrix location' }),
    key: 'location_cd',
    touch: 'location_nm',
  },
  'configuration.CarrierMaster': { newRow: (k) => ({ carrieR_NM: k.code(20) }), key: 'carrieR_NM' },
  'configuration.DestinationMaster': {
    newRow: (k) => ({ desT_CD: k.code(12), desT_NM: 'Matrix destination' }),
    key: 'desT_CD',
    touch: 'desT_NM',
  },
};

export const configurationSamples: Samples = {
  ...Object.assign({}, ...Object.entries(configurationGrids).map(([grid, spec]) => gridSamples(grid, spec))),
  'configuration.SystemParameters.options': { '': () => ({}) },
  'configuration.LocationMaster.getDefaults': { '': () => ({}) },
  'configuration.CarrierMaster.getDefaults': { '': () => ({}) },
  'configuration.DestinationMaster.getDefaults': { '': () => ({}) },
};
