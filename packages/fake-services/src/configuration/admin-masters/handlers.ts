import type { adminMasterScreens } from '@fgss/contracts';
import { gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { customerGroupStore, emailParameterStore, ftpCommandStore } from './stores.js';

export const adminMasterHandlers: HandlersOf<typeof adminMasterScreens> = {
  EmailParameterMaster: gridHandlers(emailParameterStore),
  FTPCommandMaster: gridHandlers(ftpCommandStore),
  CustomerGroupMaster: gridHandlers(customerGroupStore),
};
