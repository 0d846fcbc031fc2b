import { AccountMonth, LinkServer } from '@fgss/contracts';
import * as t from '../../db/schema/admin-masters/index.js';
import { GridStore } from '../../grid/store.js';

export const accountCalendarStore = new GridStore(AccountMonth, t.accountCalendar);
export const linkServerStore = new GridStore(LinkServer, t.linkServers);
