import { CUSTOMER_GROUP_OPTIONS, CustomerGroup, EmailParameter, FtpCommand } from '@fgss/contracts';
import { lazy } from 'react';
import { masterScreen } from '@/kit/master-grid/master-screen';
import { trpc } from '@/lib/trpc';
import type { ScreenMap } from '../../screen-map';

const customerGroupOptions = CUSTOMER_GROUP_OPTIONS.map((o) => ({ value: o, label: o }));

/** The email, FTP, calendar, link server and customer group masters of spec 3 section 2.4. */
export const adminMasterScreens: ScreenMap = {
  /** Who is mailed what; the To and Cc lists must hold valid addresses. */
  EmailParameterMaster: masterScreen(EmailParameter, trpc.configuration.EmailParameterMaster),
  /** The commands of each transfer in sequence (0 to 99); every reader may update. */
  FTPCommandMaster: masterScreen(FtpCommand, trpc.configuration.FTPCommandMaster),
  AccountCalendar: lazy(() => import('./account-calendar')),
  LinkServerMaster: lazy(() => import('./link-server-master')),
  /** The customer groups of the Standard or the Inventory option; every reader may update. */
  GROUPMASTER: masterScreen(CustomerGroup, trpc.configuration.CustomerGroupMaster, {
    scope: { param: 'option', label: 'option', options: customerGroupOptions },
    exportTitle: 'CustGroupMaster',
  }),
};
