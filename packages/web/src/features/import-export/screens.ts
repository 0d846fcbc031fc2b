import { lazy } from 'react';
import type { ScreenMap } from '../screen-map';

/** Import/export (spec 3 section 2.3): XREF import, ASN retransmit to customs and its log. */
export const importExportScreens: ScreenMap = {
  ImportXREFData: lazy(() => import('./import-xref-data')),
  RetransmitASNCentraltoCustoms: lazy(() => import('./retransmit-central')),
  RetransmitASNtoCustoms: lazy(() => import('./retransmit-one')),
  TransmissionLog: lazy(() => import('./transmission-log')),
};
