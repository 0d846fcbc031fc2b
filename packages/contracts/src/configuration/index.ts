export { Carrier, CarrierMaster } from './carrier-master.js';
export { Destination, DestinationMaster } from './destination-master.js';
export { EPBMaster, EpbPart, type EpbPartRow } from './epb-master.js';
export { Location, LocationMaster } from './location-master.js';
export { parameterOptions, SystemParameter, SystemParameters } from './system-parameters.js';

import { adminMasterScreens } from './admin-masters/index.js';
import { archiveScreens } from './archive/index.js';
import { barcodeMasterScreens } from './barcode-masters/index.js';
import { CarrierMaster } from './carrier-master.js';
import { DestinationMaster } from './destination-master.js';
import { EPBMaster } from './epb-master.js';
import { labelSetupScreens } from './label-setup/index.js';
import { LocationMaster } from './location-master.js';
import { partRulesScreens } from './part-rules/index.js';
import { partsScreens } from './parts/index.js';
import { SystemParameters } from './system-parameters.js';

export * from './admin-masters/index.js';
export * from './archive/index.js';
export * from './barcode-masters/index.js';
export * from './label-setup/index.js';
export * from './part-rules/index.js';
export * from './parts/index.js';

export const configuration = {
  SystemParameters,
  LocationMaster,
  CarrierMaster,
  DestinationMaster,
  ...partsScreens,
  ...labelSetupScreens,
  ...partRulesScreens,
  ...adminMasterScreens,
  ...archiveScreens,
  EPBMaster,
  ...barcodeMasterScreens,
};
