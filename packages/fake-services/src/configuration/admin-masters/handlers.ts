import type { adminMasterScreens } from '@fgss/contracts';
import { gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { accountCalendarHandlers } from './account-calendar-handlers.js';
import { linkServerDetail, listLinkServers } from './link-servers.js';
import { customerGroupStore, emailParameterStore, ftpCommandStore, linkServerStore } from './stores.js';

export const adminMasterHandlers: HandlersOf<typeof adminMasterScreens> = {
  EmailParameterMaster: gridHandlers(emailParameterStore),
  FTPCommandMaster: gridHandlers(ftpCommandStore),
  AccountCalendar: accountCalendarHandlers,
  LinkServerMaster: {
    ...gridHandlers(linkServerStore),
    list: async (input, { plant, user }) => listLinkServers(plant, input, user),
    detail: async (input, { plant }) => linkServerDetail(plant, input),
  },
  CustomerGroupMaster: gridHandlers(customerGroupStore),
};
