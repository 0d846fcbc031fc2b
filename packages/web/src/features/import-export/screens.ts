import { lazy } from 'react';
import type { ScreenMap } from '../screen-map';

/** Import/export (spec 3 section 2.3): XREF import and ASN retransmit to customs. */
export const importExportScreens: ScreenMap = {
  ImportXREFData: lazy(() => import('./import-xref-data')),
  RetransmitASNCentraltoCustoms: lazy(() => import('./retransmit-central')),
  RetransmitASNtoCustoms: lazy(() => import('./retransmit-one')),
};
