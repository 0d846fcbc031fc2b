import { lazy } from 'react';
import type { ScreenMap } from '../screen-map';

/** Rework and re-inspection (spec 2 sections 2 to 9). */
export const reworkScreens: ScreenMap = {
  HarnessLabelRelabel: lazy(() => import('./harness-label-relabel')),
  BoxRelabeling: lazy(() => import('./box-relabeling')),
  NoboxRelabeling: lazy(() => import('./nobox-relabeling')),
  DeleteReinspectedBox: lazy(() => import('./delete-reinspected-box')),
};
