import type { CentralDb } from '../db/central.js';
import type { PlantDb } from '../db/plant.js';
import { companyPlants as companyPlantsTable } from '../db/schema/central.js';
import { plants } from '../db/schema/parts/plants.js';

/** A plant of the company and the plant server that prints its serials. */
export interface CompanyPlant {
  plantId: string;
  serverName: string;
}

/**
 * How long the list is kept before the central database is read again: a plant server would ask
 * the central server for it, and plants are added rarely, so a new one is known within a minute.
 */
const REFRESH_MS = 60_000;

const cached = new WeakMap<CentralDb, { readAt: number; plants: CompanyPlant[] }>();

/** Every plant of every server, as the central database lists them (cached, refreshed each minute). */
export function companyPlants(central: CentralDb): CompanyPlant[] {
  const now = performance.now();
  const hit = cached.get(central);
  if (hit && now - hit.readAt < REFRESH_MS) return hit.plants;
  const read = central
    .select({ plantId: companyPlantsTable.plantId, serverName: companyPlantsTable.serverName })
    .from(companyPlantsTable)
    .all();
  cached.set(central, { readAt: now, plants: read });
  return read;
}

/**
 * The plant a serial belongs to: the company plant whose id the serial begins with (the longest
 * such id, should one id begin another), whatever server it is on; undefined when none.
 */
export function plantOfSerial(list: readonly CompanyPlant[], serial: string): CompanyPlant | undefined {
  const text = serial.toUpperCase();
  let found: CompanyPlant | undefined;
  for (const plant of list)
    if (text.startsWith(plant.plantId.toUpperCase()) && plant.plantId.length > (found?.plantId.length ?? 0))
      found = plant;
  return found;
}

/**
 * Lists a server's plants in the central database, as the central server knows each server's
 * plants. A plant id already listed for another server keeps that server: a plant is on one.
 */
export function registerPlants(central: CentralDb, serverName: string, plant: PlantDb): void {
  const rows = plant
    .select({ plantId: plants.plantId })
    .from(plants)
    .all()
    .map(({ plantId }) => ({ plantId, serverName }));
  if (rows.length > 0) central.insert(companyPlantsTable).values(rows).onConflictDoNothing().run();
}
