import { lazy } from 'react';
import type { ScreenMap } from '../../screen-map';

export const partRulesScreens: ScreenMap = {
  PartMappingMaster: lazy(() => import('./part-mapping-master')),
  FORDAlertMaster: lazy(() => import('./ford-alert-master')),
  ComponentCodeMaster: lazy(() => import('./component-code-master')),
};
