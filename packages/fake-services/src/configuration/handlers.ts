import { parameterOptions, type Registry } from '@fgss/contracts';
import { defaultsHandler, gridHandlers } from '../grid/handlers.js';
import type { HandlersOf } from '../http/handlers.js';
import { adminMasterHandlers } from './admin-masters/handlers.js';
import { archiveHandlers } from './archive/handlers.js';
import { barcodeMasterHandlers } from './barcode-masters/handlers.js';
import { epbMasterHandlers } from './epb-master.js';
import { labelSetupHandlers } from './label-setup/handlers.js';
import { partRulesHandlers } from './part-rules/handlers.js';
import { partsHandlers } from './parts/handlers.js';
import { carrierStore, destinationStore, locationStore, parameterStore } from './stores.js';

export const configurationHandlers: HandlersOf<Registry['configuration']> = {
  SystemParameters: {
    ...gridHandlers(parameterStore),
    options: async () => parameterOptions.map((o) => ({ Id: o, Value: o })),
  },
  LocationMaster: { ...gridHandlers(locationStore), getDefaults: defaultsHandler(locationStore) },
  CarrierMaster: { ...gridHandlers(carrierStore), getDefaults: defaultsHandler(carrierStore) },
  DestinationMaster: { ...gridHandlers(destinationStore), getDefaults: defaultsHandler(destinationStore) },
  ...partsHandlers,
  ...labelSetupHandlers,
  ...partRulesHandlers,
  ...adminMasterHandlers,
  ...archiveHandlers,
  EPBMaster: epbMasterHandlers,
  ...barcodeMasterHandlers,
};
