import type { PlantOption, plantCalls } from '@fgss/contracts';
import { asc, desc } from 'drizzle-orm';
import { plants } from '../db/schema/parts/plants.js';
import type { HandlerContext, HandlersOf } from '../http/handlers.js';

/** The server's plants for a selector, the primary (active) plant first. */
export function listPlants(ctx: HandlerContext): PlantOption[] {
  return ctx.plant
    .select({ Id: plants.plantId, Value: plants.plant_nm, Identifier: plants.identifier })
    .from(plants)
    .orderBy(desc(plants.primary_plant), asc(plants.plantId))
    .all();
}

/** The server's active plant id, '' when it has none. */
export function activePlantId(ctx: HandlerContext): string {
  return listPlants(ctx)[0]?.Id ?? '';
}

/** The handlers of plantCalls (contracts/plants.ts), the same for every screen that has them. */
export const plantHandlers: HandlersOf<ReturnType<typeof plantCalls>> = {
  plants: async (_input, ctx) => listPlants(ctx),
  activePlant: async (_input, ctx) => activePlantId(ctx),
};
