import { migrationsFolder } from '../paths.js';
import { type BeforeMigrating, openDatabase, type SqliteDb } from './open.js';
import * as schema from './schema/plant-tables.js';
import { registerTransmissionState } from './transmission-state.js';

/** One server's plant database. */
export type PlantDb = SqliteDb<typeof schema>;

/**
 * A plant file made before the plant had one migration history kept one per schema folder
 * (`__drizzle_migrations_customers`, ...): its tables cannot be matched to the baseline, and the
 * data is the fake plant's seed, so the user is told to let `start` make it again.
 */
const refuseOldHistory: BeforeMigrating = (sqlite, file) => {
  const old = sqlite
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations_customers'")
    .get();
  if (!old) return;
  sqlite.close();
  throw new Error(
    `${file} was made by an earlier version of the fake plant, whose migrations this one cannot continue. ` +
      'Delete the data directory (FGSS_DATA_DIR, .data by default) and start again: start seeds a new one.',
  );
};

export function openPlant(file: string) {
  const opened = openDatabase(file, schema, migrationsFolder('plant'), refuseOldHistory);
  registerTransmissionState(opened.db.$client);
  return opened;
}
