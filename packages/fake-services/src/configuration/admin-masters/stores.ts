import { CustomerGroup, EmailParameter, FtpCommand } from '@fgss/contracts';
import * as t from '../../db/schema/masters-a/index.js';
import { GridStore } from '../../grid/store.js';

export const emailParameterStore = new GridStore(EmailParameter, t.emailParameters);
export const ftpCommandStore = new GridStore(FtpCommand, t.ftpCommands);
export const customerGroupStore = new GridStore(CustomerGroup, t.customerGroups);
