import { FordAlert, partRulesMessages, type partRulesScreens } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import { fordAlerts } from '../../db/schema/part-rules/index.js';
import { fillHandler, gridHandlers } from '../../grid/handlers.js';
import type { Batch } from '../../grid/store.js';
import type { HandlerContext, HandlersOf } from '../../http/handlers.js';
import { plantHandlers } from '../../plants/handlers.js';
import { approvalGroupsOf, saveWithApprovals } from './approvals.js';
import { importComponentCodes, importFordAlerts } from './imports.js';
import { partCodes } from './part-codes.js';
import { sewsPartPage, shortPartDetails } from './part-lookups.js';
import { componentCodeStore, fordAlertStore, partMappingStore } from './stores.js';

type ComponentBatch = Parameters<typeof componentCodeStore.save>[1];

/** A component code save: the generic store's, within the approval rules. */
function saveComponentCodes(batch: ComponentBatch, ctx: HandlerContext) {
  const { plant, user } = ctx;
  const caller = { user: user?.sub ?? '', group: user?.group ?? '' };
  let reply: ReturnType<typeof componentCodeStore.save> | undefined;
  saveWithApprovals(plant, batch as Batch<never, never>, caller, () => {
    reply = componentCodeStore.save(plant, batch);
  });
  return reply as ReturnType<typeof componentCodeStore.save>;
}
const none = { inserted: [], updated: [], deleted: [] };

export const partRulesHandlers: HandlersOf<typeof partRulesScreens> = {
  PartMappingMaster: {
    ...plantHandlers,
    ...gridHandlers(partMappingStore),
    sourceShortPart: async (i, { plant }) => shortPartDetails(plant, i.plantId, i.sourceShortPartNumber),
    destinationShortPart: async (i, { plant }) => shortPartDetails(plant, i.plantId, i.destinationShortPartNumber),
    sourceShortParts: async ({ plantId, select: _shown, ...o }, { plant }) => sewsPartPage(plant, plantId, o, true),
    destinationShortParts: async ({ plantId, ...o }, { plant }) => sewsPartPage(plant, plantId, o, true),
  },
  FORDAlertMaster: {
    ...plantHandlers,
    ...gridHandlers(fordAlertStore),
    fill: fillHandler(FordAlert),
    sewsPartNumbers: async ({ plantid, ...o }, { plant }) => sewsPartPage(plant, plantid, o),
    import: async ({ plantid, file }, { plant }) => importFordAlerts(plant, plantid, file),
    deleteAll: async ({ plantId }, { plant }) => {
      const { changes } = plant.delete(fordAlerts).where(eq(fordAlerts.plantid, plantId)).run();
      return { message: partRulesMessages.deletedAll(changes) };
    },
  },
  ComponentCodeMaster: {
    ...plantHandlers,
    ...gridHandlers(componentCodeStore),
    insert: async (rows, ctx) => saveComponentCodes({ ...none, inserted: rows }, ctx),
    update: async (rows, ctx) => saveComponentCodes({ ...none, updated: rows }, ctx),
    remove: async (keys, ctx) => saveComponentCodes({ ...none, deleted: keys }, ctx),
    approvalGroupCodes: async (_i, { plant }) => approvalGroupsOf(plant),
    sewsPartNumbers: async ({ plantid, ...o }, { plant }) => sewsPartPage(plant, plantid, o),
    sewsPartNumber: async ({ plantid, id }, { plant }) => partCodes(plant, plantid, id),
    import: async ({ plantid, file }, { plant }) => importComponentCodes(plant, plantid, file),
  },
};
