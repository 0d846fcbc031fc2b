import { lazy } from 'react';
import type { ScreenMap } from '../../screen-map';

/** The bar code rule and customer harness label format masters of spec 3 section 2.4. */
export const barcodeMasterScreens: ScreenMap = {
  BarcodeRuleMaster: lazy(() => import('./barcode-rule-master')),
  CustomerHrnLblFormatMst: lazy(() => import('./customer-harness-label-format-master')),
};
