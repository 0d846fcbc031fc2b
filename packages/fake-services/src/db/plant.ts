import { fileURLToPath } from 'node:url';
import { openDatabase, type SqliteDb } from './open.js';
import * as schema from './schema/plant/index.js';

/** One server's plant database. */
export type PlantDb = SqliteDb<typeof schema>;

const migrations = fileURLToPath(new URL('../../drizzle/plant', import.meta.url));

export function openPlant(file: string) {
  return openDatabase(file, schema, migrations);
}
