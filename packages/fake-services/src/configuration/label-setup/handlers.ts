import type { labelSetupScreens } from '@fgss/contracts';
import { gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import {
  barcodeTypeList,
  customerGroups,
  destinationList,
  formatLabelList,
  printerOptionList,
  warehouseList,
} from './lookups.js';
import { checkPrinterHosts } from './printer-hosts.js';
import {
  boxLabelFormatStore,
  harnessLabelFormatStore,
  labelPrinterStore,
  warehouseAddressStore,
  warehouseDestinationStore,
} from './stores.js';

export const labelSetupHandlers: HandlersOf<typeof labelSetupScreens> = {
  LabelPrinterMaster: {
    ...gridHandlers(labelPrinterStore, checkPrinterHosts),
    printerTypes: async (_input, { plant }) => printerOptionList(plant, 'PRINTER_TYPE'),
    communicationTypes: async ({ printerType }, { plant }) =>
      printerOptionList(plant, 'COMMUNICATION_TYPE', printerType),
    transmitModes: async ({ printerType }, { plant }) => printerOptionList(plant, 'TRANSMIT_MODE', printerType),
    modelTypes: async ({ printerType }, { plant }) => printerOptionList(plant, 'MODEL_TYPE', printerType),
  },
  BoxLabelFormatMaster: {
    ...gridHandlers(boxLabelFormatStore),
    getFormatLabels: async (_input, { plant }) => formatLabelList(plant, 'BOX'),
  },
  HarnessLabelFormatMaster: {
    ...gridHandlers(harnessLabelFormatStore),
    getCustGroups: async (_input, { plant }) => customerGroups(plant),
    getBarCodeTypes: async () => barcodeTypeList(),
    getFormatLabels: async (_input, { plant }) => formatLabelList(plant, 'HARNESS'),
  },
  WarehouseDestinationMaster: {
    ...gridHandlers(warehouseDestinationStore),
    destinations: async (_input, { plant }) => destinationList(plant),
    warehouses: async (_input, { plant }) => warehouseList(plant),
  },
  WarehouseAddressMaster: {
    ...gridHandlers(warehouseAddressStore),
    warehouses: async (_input, { plant }) => warehouseList(plant),
  },
};
