import { AccountMonth, CustomerGroup, EmailParameter, FtpCommand, LinkServer } from '@fgss/contracts';
import * as t from '../../db/schema/masters-a/index.js';
import { GridStore } from '../../grid/store.js';

export const emailParameterStore = new GridStore(EmailParameter, t.emailParameters);
export const ftpCommandStore = new GridStore(FtpCommand, t.ftpCommands);
export const customerGroupStore = new GridStore(CustomerGroup, t.customerGroups);
export const accountCalendarStore = new GridStore(AccountMonth, t.accountCalendar);
export const linkServerStore = new GridStore(LinkServer, t.linkServers);
