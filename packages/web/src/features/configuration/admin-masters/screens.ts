import { lazy } from 'react';
import type { ScreenMap } from '../../screen-map';

/** The email, FTP, calendar, link server and customer group masters of spec 3 section 2.4. */
export const adminMasterScreens: ScreenMap = {
  EmailParameterMaster: lazy(() => import('./email-parameter-master')),
  FTPCommandMaster: lazy(() => import('./ftp-command-master')),
  AccountCalendar: lazy(() => import('./account-calendar')),
  LinkServerMaster: lazy(() => import('./link-server-master')),
  GROUPMASTER: lazy(() => import('./customer-group-master')),
};
