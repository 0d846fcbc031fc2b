import { gridSamples, type Sample } from '../kit.js';

/** Parameter, location, carrier and destination masters (spec 1 section 7). */
export const configurationSamples: Record<string, Sample> = {
  ...gridSamples(
    'configuration.SystemParameters',
    (t) => ({ option: 'General', parameter_c: `CT_${t}`, parameter_Value: 'YES', remarks: 'Contract test' }),
    (row) => ['parameter_c', '=', row.parameter_c],
    (row) => ({ ...row, parameter_Value: 'NO' }),
  ),
  'configuration.SystemParameters.options': () => ({}),
  ...gridSamples(
    'configuration.LocationMaster',
    (t) => ({ location_cd: `Q${t}`, location_nm: `Contract location ${t}` }),
    (row) => ['location_cd', '=', row.location_cd],
    (row) => ({ ...row, location_nm: `${row.location_nm} (edited)` }),
  ),
  'configuration.LocationMaster.getDefaults': () => ({}),
  ...gridSamples(
    'configuration.CarrierMaster',
    (t) => ({ carrieR_NM: `CONTRACT ${t}` }),
    (row) => ['carrieR_NM', '=', row.carrieR_NM],
    (row) => row,
  ),
  'configuration.CarrierMaster.getDefaults': () => ({}),
  ...gridSamples(
    'configuration.DestinationMaster',
    (t) => ({ desT_CD: `CT-${t}`, desT_NM: `Contract destination ${t}` }),
    (row) => ['desT_CD', '=', row.desT_CD],
    (row) => ({ ...row, desT_NM: `${row.desT_NM} (edited)` }),
  ),
  'configuration.DestinationMaster.getDefaults': () => ({}),
};
