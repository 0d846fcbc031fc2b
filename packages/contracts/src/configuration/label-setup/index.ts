import { BoxLabelFormatMaster } from './box-label-format-master.js';
import { HarnessLabelFormatMaster } from './harness-label-format-master.js';
import { LabelPrinterMaster } from './label-printer-master.js';
import { WarehouseAddressMaster, WarehouseDestinationMaster } from './warehouse-masters.js';

export * from './box-label-format-master.js';
export * from './harness-label-format-master.js';
export * from './label-check.js';
export * from './label-printer-master.js';
export * from './lookups.js';
export * from './messages.js';
export * from './warehouse-masters.js';

/** Label printer, box and harness label format, warehouse destination and address masters (spec 1). */
export const labelSetupScreens = {
  LabelPrinterMaster,
  BoxLabelFormatMaster,
  HarnessLabelFormatMaster,
  WarehouseDestinationMaster,
  WarehouseAddressMaster,
};
