export { Carrier, CarrierMaster } from './carrier-master.js';
export { Destination, DestinationMaster } from './destination-master.js';
export { Location, LocationMaster } from './location-master.js';
export { parameterOptions, SystemParameter, SystemParameters } from './system-parameters.js';

import { CarrierMaster } from './carrier-master.js';
import { DestinationMaster } from './destination-master.js';
import { LocationMaster } from './location-master.js';
import { SystemParameters } from './system-parameters.js';

export const configuration = { SystemParameters, LocationMaster, CarrierMaster, DestinationMaster };
