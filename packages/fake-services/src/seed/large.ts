import type { PlantDb } from '../db/plant.js';
import { ensureBulkLocations } from './bulk-locations.js';
import { domainSeeds } from './domains.js';

/** Tops the large-seed server up to every domain's large figures; safe to run again. */
export function ensureLargeSeed(db: PlantDb, server: string): void {
  ensureBulkLocations(db);
  for (const domain of domainSeeds) domain.large?.(db, server);
}
