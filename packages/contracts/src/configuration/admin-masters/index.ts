import { plainMasterGroups } from '../../grid/master-grid.js';
import { AccountCalendar } from './account-calendar.js';
import { LinkServerMaster } from './link-server-master.js';
import * as listed from './plain-masters.js';

export { AccountCalendar, AccountMonth, isPastMonth, isPastYear, yearOfMonth } from './account-calendar.js';
export { LinkServer, LinkServerMaster, linkServerDetail } from './link-server-master.js';
export { isMailList } from './mail-addresses.js';
export { adminMasterMessages } from './messages.js';
export * from './plain-masters.js';

/** The email, FTP, calendar, link server and customer group masters of spec 3 section 2.4. */
export const adminMasterScreens = {
  ...plainMasterGroups(listed),
  AccountCalendar,
  LinkServerMaster,
};
