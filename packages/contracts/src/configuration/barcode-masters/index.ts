import { BarcodeRuleMaster } from './barcode-rule-master.js';
import { CustomerHrnLblFormatMst } from './customer-harness-label-format.js';

export { BarcodeRule, BarcodeRuleMaster, barcodeTypes2D } from './barcode-rule-master.js';
export { CustomerHarnessLabelFormat, CustomerHrnLblFormatMst } from './customer-harness-label-format.js';
export { barcodeMasterMessages } from './messages.js';

/** The bar code rule and customer harness label format masters of spec 3 section 2.4. */
export const barcodeMasterScreens = { BarcodeRuleMaster, CustomerHrnLblFormatMst };
