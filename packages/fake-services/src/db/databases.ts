import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seedCentral } from '../seed/central.js';
import { domainSeeds } from '../seed/domains.js';
import { ensureLargeSeed } from '../seed/large.js';
import { seedPlant } from '../seed/plant.js';
import { LARGE_SEED_SERVER, plantSeeds } from '../seed/plant-data.js';
import { type CentralDb, openCentral } from './central.js';
import { openPlant, type PlantDb } from './plant.js';
import { servers } from './schema/central.js';

export type SeedSize = 'small' | 'large';

/** The data directory holds `central.db` and one `<SERVER>.db` per server. */
const CENTRAL_FILE = 'central.db';
/** Server names become file names: nothing that could leave the directory or be central.db. */
const SERVER_NAME = /^(?!central$)[A-Za-z0-9_-]{1,50}$/i;

/** Opens one server's plant file, seeding it when it is new. */
export function openPlantOf(dataDir: string, server: string, seed: SeedSize): PlantDb {
  if (!SERVER_NAME.test(server)) throw new Error(`Invalid server name '${server}'`);
  mkdirSync(dataDir, { recursive: true });
  const { db, created } = openPlant(join(dataDir, `${server}.db`));
  if (created) {
    const data = plantSeeds[server];
    if (data) seedPlant(db, data);
    for (const domain of domainSeeds) domain.small(db, server);
    if (seed === 'large' && server === LARGE_SEED_SERVER) ensureLargeSeed(db, server);
  }
  return db;
}

/** The central database and one plant database per server of the server list. */
export class Databases {
  private constructor(
    readonly central: CentralDb,
    private readonly plants: Map<string, PlantDb>,
  ) {}

  static async open(dataDir: string, seed: SeedSize): Promise<Databases> {
    mkdirSync(dataDir, { recursive: true });
    const { db: central, created } = openCentral(join(dataDir, CENTRAL_FILE));
    if (created) await seedCentral(central);
    const names = central.select({ name: servers.name }).from(servers).all();
    return new Databases(central, new Map(names.map(({ name }) => [name, openPlantOf(dataDir, name, seed)])));
  }

  /** The plant database of a server (its exact name, as the token carries it). */
  plant(server: string): PlantDb | undefined {
    return this.plants.get(server);
  }

  plantsByServer(): [server: string, db: PlantDb][] {
    return [...this.plants];
  }

  close(): void {
    for (const db of this.plants.values()) db.$client.close();
    this.central.$client.close();
  }
}
