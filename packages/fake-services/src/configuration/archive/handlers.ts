import { ArchiveProcessConfig, archiveMessages, type archiveScreens } from '@fgss/contracts';
import { fillHandler, gridHandlers } from '../../grid/handlers.js';
import type { HandlersOf } from '../../http/handlers.js';
import { lookupList } from '../../lookups/resolve.js';
import { lastArchiveRun, runArchive } from './archive-job.js';
import { archiveConfigStore } from './store.js';

export const archiveHandlers: HandlersOf<typeof archiveScreens> = {
  ArchiveProcessConfiguration: {
    ...gridHandlers(archiveConfigStore),
    fill: fillHandler(ArchiveProcessConfig),
    timePeriods: async (_input, { plant }) => lookupList(plant, 'timePeriods'),
    status: async (_input, { plant }) => lookupList(plant, 'archiveStatuses'),
    run: async (_input, { plant, user }) => {
      const run = runArchive(plant, new Date(), user?.sub ?? '');
      return { ...run, message: archiveMessages.runDone(run.moved, run.removed) };
    },
    lastRun: async (_input, { plant }) => ({ run: lastArchiveRun(plant) }),
  },
};
