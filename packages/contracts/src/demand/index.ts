/** Demand printing service: the print screens and status update (spec 2 section 7). */

import { PrintCenter } from './print-center.js';
import { PrintHistory } from './print-history.js';
import {
  BoxLabelPrinting,
  ComponentLabelPrinting,
  CustomerLabelPrinting,
  EmptyBoxLabelPrinting,
  HarnessLabelPrinting,
  PalletLabelPrinting,
  SpecialBoxLabelPrinting,
  SpecialHarnessLabelPrinting,
  ZebraLabelPrinting,
} from './print-screens.js';
import { StatusUpdate } from './status-update.js';

export * from './catalogue.js';
export * from './dates.js';
export * from './limits.js';
export * from './messages.js';
export * from './print-call.js';
export * from './print-center.js';
export * from './print-history.js';
export * from './print-requests.js';
export { DEMAND_MODULE, demandAccess, PRINT_SCREENS, type PrintScreen } from './print-screen.js';
export * from './print-screens.js';
export * from './replies.js';
export * from './rules.js';
export * from './status-update.js';

export const demand = {
  BoxLabelPrinting,
  HarnessLabelPrinting,
  SpecialHarnessLabelPrinting,
  ZebraLabelPrinting,
  EmptyBoxLabelPrinting,
  PalletLabelPrinting,
  ComponentLabelPrinting,
  SpecialBoxLabelPrinting,
  CustomerLabelPrinting,
  PrintHistory,
  PrintCenter,
  StatusUpdate,
};
