import type { archiveScreens } from '@fgss/contracts';
import { gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { lookupList } from '../../lookups/resolve.js';
import { archiveConfigStore } from './store.js';

export const archiveHandlers: HandlersOf<typeof archiveScreens> = {
  ArchiveProcessConfiguration: {
    ...gridHandlers(archiveConfigStore),
    timePeriods: async (_input, { plant }) => lookupList(plant, 'timePeriods'),
    status: async (_input, { plant }) => lookupList(plant, 'archiveStatuses'),
  },
};
