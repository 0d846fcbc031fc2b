import { BarcodeRule, CustomerHarnessLabelFormat } from '@fgss/contracts';
import * as t from '../../db/schema/barcode-masters/index.js';
import { GridStore } from '../../grid/store.js';

export const barcodeRuleStore = new GridStore(BarcodeRule, t.barcodeRules);
export const customerHarnessLabelFormatStore = new GridStore(CustomerHarnessLabelFormat, t.customerHarnessLabelFormats);
