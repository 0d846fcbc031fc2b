import { archiveTexts } from './archive';
import { barcodeMasterTexts } from './barcode-masters';
import { doiTexts } from './doi';
import { gridFeedbackTexts } from './grid-feedback';
import { importExportTexts } from './import-export';
import { kitTexts } from './kit';
import { printCenterTexts } from './print-center';
import { printingTexts } from './printing';
import { reworkTexts } from './rework';
import { screenTexts } from './screens';
import { shellTexts } from './shell';
import { shippingPlanTexts } from './shipping-plan';
import { signInTexts } from './sign-in';
import { traceTexts } from './trace';
import { transmissionLogTexts } from './transmission-log';

/**
 * The one catalogue per language, joined from the areas' text files. A new area (a module's
 * screens) adds its file beside these and one line to each list; keys are unique across areas
 * (lib/texts/catalogue.test.ts). The sign-in page loads its own area only; this module comes
 * with every other page (lib/i18n.ts, loadTexts).
 */
export const areas = [
  signInTexts,
  shellTexts,
  kitTexts,
  screenTexts,
  importExportTexts,
  transmissionLogTexts,
  shippingPlanTexts,
  gridFeedbackTexts,
  barcodeMasterTexts,
  reworkTexts,
  doiTexts,
  archiveTexts,
  printCenterTexts,
  printingTexts,
  traceTexts,
] as const;

export const en = {
  ...signInTexts.en,
  ...shellTexts.en,
  ...kitTexts.en,
  ...screenTexts.en,
  ...importExportTexts.en,
  ...transmissionLogTexts.en,
  ...shippingPlanTexts.en,
  ...gridFeedbackTexts.en,
  ...barcodeMasterTexts.en,
  ...reworkTexts.en,
  ...doiTexts.en,
  ...archiveTexts.en,
  ...printCenterTexts.en,
  ...printingTexts.en,
  ...traceTexts.en,
};

export type TextKey = keyof typeof en;

export const es: Record<TextKey, string> = {
  ...signInTexts.es,
  ...shellTexts.es,
  ...kitTexts.es,
  ...screenTexts.es,
  ...importExportTexts.es,
  ...transmissionLogTexts.es,
  ...shippingPlanTexts.es,
  ...gridFeedbackTexts.es,
  ...barcodeMasterTexts.es,
  ...reworkTexts.es,
  ...doiTexts.es,
  ...archiveTexts.es,
  ...printCenterTexts.es,
  ...printingTexts.es,
  ...traceTexts.es,
};
