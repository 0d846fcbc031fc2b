import { adminMasterScreens } from './configuration/admin-masters/screens';
import { archiveScreens } from './configuration/archive/screens';
import { barcodeMasterScreens } from './configuration/barcode-masters/screens';
import { epbScreens } from './configuration/epb/screens';
import { labelSetupScreens } from './configuration/label-setup/screens';
import { partRulesScreens } from './configuration/part-rules/screens';
import { partsScreens } from './configuration/parts/screens';
import { configurationScreens } from './configuration/screens';
import { demandPrintingScreens } from './demand-printing/screens';
import { doiScreens } from './doi/screens';
import { importExportScreens } from './import-export/screens';
import { misReportScreens } from './mis-reports/screens';
import { reworkScreens } from './rework/screens';
import type { ScreenMap } from './screen-map';
import { shippingPlanScreens } from './shipping-plan/screens';

/**
 * The screens built so far, by permission key (= route without '/'). A menu entry whose key is
 * not here opens the "not available in this version" page. One file of screens per area.
 */
export const screens: ScreenMap = {
  ...configurationScreens,
  ...partsScreens,
  ...labelSetupScreens,
  ...partRulesScreens,
  ...adminMasterScreens,
  ...archiveScreens,
  ...epbScreens,
  ...barcodeMasterScreens,
  ...demandPrintingScreens,
  ...misReportScreens,
  ...importExportScreens,
  ...shippingPlanScreens,
  ...reworkScreens,
  ...doiScreens,
};
