import { AccountCalendar } from './account-calendar.js';
import { CustomerGroupMaster } from './customer-group.js';
import { EmailParameterMaster } from './email-parameter-master.js';
import { FTPCommandMaster } from './ftp-command-master.js';
import { LinkServerMaster } from './link-server-master.js';

export { AccountCalendar, AccountMonth, isPastYear, yearOfMonth } from './account-calendar.js';
export { CUSTOMER_GROUP_OPTIONS, CustomerGroup, CustomerGroupMaster } from './customer-group.js';
export { EmailParameter, EmailParameterMaster } from './email-parameter-master.js';
export { FTPCommandMaster, FtpCommand } from './ftp-command-master.js';
export { LinkServer, LinkServerMaster, linkServerDetail } from './link-server-master.js';
export { isMailList } from './mail-addresses.js';
export { adminMasterMessages } from './messages.js';

/** The email, FTP, calendar, link server and customer group masters of spec 3 section 2.4. */
export const adminMasterScreens = {
  EmailParameterMaster,
  FTPCommandMaster,
  AccountCalendar,
  LinkServerMaster,
  CustomerGroupMaster,
};
