import { fileURLToPath } from 'node:url';
import { openDatabase, type SqliteDb } from './open.js';
import * as schema from './schema/central.js';

export type CentralDb = SqliteDb<typeof schema>;

const migrations = fileURLToPath(new URL('../../drizzle/central', import.meta.url));

export function openCentral(file: string) {
  return openDatabase(file, schema, [{ migrationsFolder: migrations }]);
}
