import { lazy } from 'react';
import type { ScreenMap } from '../screen-map';

/** DOI: reserve, scrap and reverse harnesses, and the report of those actions (spec 2, spec 3 section 5). */
export const doiScreens: ScreenMap = {
  DOIMaintenance: lazy(() => import('./doi-maintenance')),
  DOIReport: lazy(() => import('./doi-report')),
};
