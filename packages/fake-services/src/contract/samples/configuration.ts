import { gridsSamples, none, type Samples } from './kit.js';

/** Parameter, location, carrier and destination masters (spec 1 section 7). */
export const configurationSamples: Samples = {
  ...gridsSamples({
    'configuration.SystemParameters': {
      newRow: (k) => ({ option: 'General', parameter_c: k.code(20), parameter_Value: 'YES', remarks: 'Sample' }),
      key: 'parameter_c',
      edit: (row) => ({ ...row, parameter_Value: 'NO', remarks: 'Edited' }),
      listInput: { option: 'General' },
    },
    'configuration.LocationMaster': {
      newRow: (k) => ({ location_cd: k.code(6), location_nm: 'Sample location' }),
      key: 'location_cd',
      edit: (row) => ({ ...row, location_nm: `${row.location_nm} (edited)` }),
    },
    'configuration.CarrierMaster': {
      newRow: (k) => ({ carrieR_NM: `SAMPLE ${k.code(12)}` }),
      key: 'carrieR_NM',
      edit: (row) => row,
    },
    'configuration.DestinationMaster': {
      newRow: (k) => ({ desT_CD: k.code(12), desT_NM: 'Sample destination' }),
      key: 'desT_CD',
      edit: (row) => ({ ...row, desT_NM: `${row.desT_NM} (edited)` }),
    },
  }),
  'configuration.SystemParameters.options': none,
  'configuration.LocationMaster.getDefaults': none,
  'configuration.CarrierMaster.getDefaults': none,
  'configuration.DestinationMaster.getDefaults': none,
};
