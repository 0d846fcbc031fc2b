import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type CentralDb, openCentral } from './central.js';
import { openPlant, type PlantDb } from './plant.js';
import { servers } from './schema/central.js';

/** The data directory holds `central.db` and one `<SERVER>.db` per server. */
export const centralFile = (dataDir: string) => join(dataDir, 'central.db');

/** Server names become file names: nothing that could leave the directory or be central.db. */
const SERVER_NAME = /^(?!central$)[A-Za-z0-9_-]{1,50}$/i;

export function plantFile(dataDir: string, server: string): string {
  if (!SERVER_NAME.test(server)) throw new Error(`Invalid server name '${server}'`);
  return join(dataDir, `${server}.db`);
}

/** Opens one server's plant file, created empty when missing: seeding is a step of its own (seed/data-dir.ts). */
export function openPlantOf(dataDir: string, server: string): PlantDb {
  mkdirSync(dataDir, { recursive: true });
  return openPlant(plantFile(dataDir, server)).db;
}

/** The central database and one plant database per server of the server list. */
export class Databases {
  private constructor(
    readonly central: CentralDb,
    private readonly plants: Map<string, PlantDb>,
  ) {}

  /** Opens the databases of a data directory as they are; see seed/data-dir.ts to fill a new one. */
  static open(dataDir: string): Databases {
    mkdirSync(dataDir, { recursive: true });
    const central = openCentral(centralFile(dataDir)).db;
    const names = central.select({ name: servers.name }).from(servers).all();
    return new Databases(central, new Map(names.map(({ name }) => [name, openPlantOf(dataDir, name)])));
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
