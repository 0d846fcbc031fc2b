import {
  BoxLabelFormat,
  HarnessLabelFormat,
  LabelPrinter,
  WarehouseAddress,
  WarehouseDestination,
} from '@fgss/contracts';
import * as t from '../../db/schema/label-setup/index.js';
import { labelPrinters } from '../../db/schema/plant/index.js';
import { GridStore } from '../../grid/store.js';

export const labelPrinterStore = new GridStore(LabelPrinter, labelPrinters);
export const boxLabelFormatStore = new GridStore(BoxLabelFormat, t.boxLabelFormats);
export const harnessLabelFormatStore = new GridStore(HarnessLabelFormat, t.harnessLabelFormats);
export const warehouseDestinationStore = new GridStore(WarehouseDestination, t.warehouseDestinations);
export const warehouseAddressStore = new GridStore(WarehouseAddress, t.warehouseAddresses);
