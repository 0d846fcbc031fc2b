import { migrationsFolder } from '../paths.js';
import { openDatabase, type SqliteDb } from './open.js';
import * as schema from './schema/central.js';

export type CentralDb = SqliteDb<typeof schema>;

const migrations = migrationsFolder('central');

export function openCentral(file: string) {
  return openDatabase(file, schema, migrations);
}
