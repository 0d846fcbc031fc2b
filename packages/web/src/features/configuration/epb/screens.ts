import { lazy } from 'react';
import type { ScreenMap } from '../../screen-map';

/** EPB Master of spec 3 section 2.4. */
export const epbScreens: ScreenMap = {
  EPBMaster: lazy(() => import('./epb-master')),
};
