import type { labelSetupScreens } from '@fgss/contracts';
import { gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { lookupList } from '../../lookups/resolve.js';
import { boxSample, harnessSample } from './format-samples.js';
import { checkPrinterHosts } from './printer-hosts.js';
import {
  boxLabelFormatStore,
  harnessLabelFormatStore,
  labelPrinterStore,
  warehouseAddressStore,
  warehouseDestinationStore,
} from './stores.js';

/** A format's speed and darkness, as its labels print. */
const printSettings = (row: { speed?: number | null; darkness?: number | null }) => ({
  speed: row.speed ?? 4,
  darkness: row.darkness ?? 0,
});

export const labelSetupHandlers: HandlersOf<typeof labelSetupScreens> = {
  LabelPrinterMaster: {
    ...gridHandlers(labelPrinterStore, checkPrinterHosts),
    printerTypes: async (_input, { plant }) => lookupList(plant, 'printerTypes'),
    communicationTypes: async (within, { plant }) => lookupList(plant, 'communicationTypes', within),
    transmitModes: async (within, { plant }) => lookupList(plant, 'transmitModes', within),
    modelTypes: async (within, { plant }) => lookupList(plant, 'modelTypes', within),
  },
  BoxLabelFormatMaster: {
    ...gridHandlers(boxLabelFormatStore),
    // A format code is the whole key: one that has a format already is not offered.
    getFormatLabels: async (_input, { plant }) =>
      lookupList(plant, 'boxFormatLabels', {}, boxLabelFormatStore.usedKeys(plant, 'labelFormat')),
    check: async (row, ctx) => ctx.renders.check(ctx.user, boxSample(row), printSettings(row)),
  },
  HarnessLabelFormatMaster: {
    ...gridHandlers(harnessLabelFormatStore),
    getCustGroups: async (_input, { plant }) => lookupList(plant, 'customerGroups'),
    getBarCodeTypes: async (_input, { plant }) => lookupList(plant, 'barcodeTypes'),
    getFormatLabels: async (_input, { plant }) => lookupList(plant, 'harnessFormatLabels'),
    check: async (row, ctx) => ctx.renders.check(ctx.user, harnessSample(row), printSettings(row)),
  },
  WarehouseDestinationMaster: {
    ...gridHandlers(warehouseDestinationStore),
    destinations: async (_input, { plant }) => lookupList(plant, 'destinations'),
    warehouses: async (_input, { plant }) => lookupList(plant, 'warehouses'),
  },
  WarehouseAddressMaster: {
    ...gridHandlers(warehouseAddressStore),
    // One address per warehouse: a warehouse that has one is not offered.
    warehouses: async (_input, { plant }) =>
      lookupList(plant, 'warehouses', {}, warehouseAddressStore.usedKeys(plant, 'warehouse')),
  },
};
