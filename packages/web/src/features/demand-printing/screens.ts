import { lazy } from 'react';
import type { ScreenMap } from '../screen-map';

export const demandPrintingScreens: ScreenMap = {
  BoxLabelPrinting: lazy(() => import('./box-label-printing')),
  HarnessLabelPrinting: lazy(() => import('./harness-label-printing')),
  SpecialHarnessLabelPrinting: lazy(() => import('./special-harness-label-printing')),
  ZebraLabelPrinting: lazy(() => import('./zebra-label-printing')),
  EmptyBoxLabelPrinting: lazy(() => import('./empty-box-label-printing')),
  PalletLabelPrinting: lazy(() => import('./pallet-label-printing')),
  ComponentLabelPrinting: lazy(() => import('./component-label-printing')),
  SpecialBoxLabelPrinting: lazy(() => import('./special-box-label-printing')),
  CustomerLabelPrinting: lazy(() => import('./customer-label-printing')),
  PrintHistory: lazy(() => import('./print-history')),
  PrintCenter: lazy(() => import('./print-center/print-center')),
  StatusUpdate: lazy(() => import('./status-update')),
};
