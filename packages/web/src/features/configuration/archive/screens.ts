import { lazy } from 'react';
import type { ScreenMap } from '../../screen-map';

/** Archive Process Configuration of spec 3 section 2.4. */
export const archiveScreens: ScreenMap = {
  ArchiveProcessConfiguration: lazy(() => import('./archive-process-configuration')),
};
