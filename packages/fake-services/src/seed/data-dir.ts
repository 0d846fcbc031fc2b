import { mkdirSync } from 'node:fs';
import { openCentral } from '../db/central.js';
import { centralFile, plantFile } from '../db/databases.js';
import { openPlant } from '../db/plant.js';
import { servers } from '../db/schema/central.js';
import { registerPlants } from '../plants/company-plants.js';
import { seedCentral } from './central.js';
import { domainSeeds } from './domains.js';
import { ensureLargeSeed } from './large.js';
import { seedPlant } from './plant.js';
import { LARGE_SEED_SERVER, plantSeeds } from './plant-data.js';

export type SeedSize = 'small' | 'large';

/**
 * Creates the databases a data directory lacks and seeds them: central.db (servers, users,
 * grants), then one plant file per server with the foundation seed and every domain's small
 * seed. Existing files keep their data; every server's plants are listed in central.db's company
 * plants (also for a directory made before that list existed). With 'large' the large-seed server is topped up to the
 * large figures (idempotent). `start`, the seed CLI, the bench and the tests' template use it.
 * `now` is the moment relative expiries start from (the tests' fixed noon).
 */
export async function seedDataDir(dataDir: string, size: SeedSize = 'small', now = new Date()): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const { db: central, created } = openCentral(centralFile(dataDir));
  try {
    if (created) await seedCentral(central, now);
    for (const { name } of central.select({ name: servers.name }).from(servers).all()) {
      const { db, created: fresh } = openPlant(plantFile(dataDir, name));
      try {
        if (fresh) {
          const data = plantSeeds[name];
          if (data) seedPlant(db, data);
          for (const domain of domainSeeds) domain.small(db, name);
        }
        if (size === 'large' && name === LARGE_SEED_SERVER) ensureLargeSeed(db, name);
        registerPlants(central, name, db);
      } finally {
        db.$client.close();
      }
    }
  } finally {
    central.$client.close();
  }
}
