import { lazy } from 'react';
import type { ScreenMap } from '../../screen-map';

export const partsScreens: ScreenMap = {
  ConfigureXREFFields: lazy(() => import('./configure-xref-fields')),
  XREFMaintenance: lazy(() => import('./xref-maintenance')),
  PlantMaster: lazy(() => import('./plant-master')),
  DockMaster: lazy(() => import('./dock-master')),
  SubAssemblyMaster: lazy(() => import('./sub-assembly-master')),
};
