import type { adminMasterScreens } from '@fgss/contracts';
import { gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { accountCalendarHandlers } from './account-calendar-handlers.js';
import { linkServerDetail, listLinkServers } from './link-servers.js';
import { linkServerStore } from './stores.js';

/** The email, FTP and customer group masters are plain masters: their handlers are made for them. */
export const adminMasterHandlers: HandlersOf<typeof adminMasterScreens> = {
  AccountCalendar: accountCalendarHandlers,
  LinkServerMaster: {
    ...gridHandlers(linkServerStore),
    list: async (input, { plant, user }) => listLinkServers(plant, input, user),
    detail: async (input, { plant }) => linkServerDetail(plant, input),
  },
};
