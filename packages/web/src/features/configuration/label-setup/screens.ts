import { lazy } from 'react';
import type { ScreenMap } from '../../screen-map';

export const labelSetupScreens: ScreenMap = {
  LabelPrinterMaster: lazy(() => import('./label-printer-master')),
  BoxLabelFormatMaster: lazy(() => import('./box-label-format-master')),
  HarnessLabelFormatMaster: lazy(() => import('./harness-label-format-master')),
  WarehouseDestinationMaster: lazy(() => import('./warehouse-destination-master')),
  WarehouseAddressMaster: lazy(() => import('./warehouse-address-master')),
};
