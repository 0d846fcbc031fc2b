import type { PlantDb } from '../db/plant.js';
import { fillLocationGrams } from './location-grams.js';
import { LARGE_SEED_LOCATIONS } from './plant-data.js';

const zones = [
  'Finished goods',
  'Staging',
  'Cold storage',
  'Returns',
  'Rework',
  'Quarantine',
  'Overflow',
  'Mezzanine',
  'Dock buffer',
  'Cross-dock',
];
const ZONE_SIZE = 100_000;
const MAX_LOCATIONS = 26 * ZONE_SIZE;
const ROWS_PER_STATEMENT = 1000;

/** Bin location `i`: zone letter, aisle and bin, e.g. 'C07123' 'Cold storage aisle 07 bin 123'. */
export function bulkLocation(i: number): [code: string, name: string] {
  const zone = Math.floor(i / ZONE_SIZE);
  const aisle = String(Math.floor((i % ZONE_SIZE) / 1000)).padStart(2, '0');
  const bin = String(i % 1000).padStart(3, '0');
  return [`${String.fromCharCode(65 + zone)}${aisle}${bin}`, `${zones[zone % zones.length]} aisle ${aisle} bin ${bin}`];
}

/**
 * Adds `count` storage/bin locations (codes that the small seed never uses; existing ones are
 * kept). One transaction, multi-row prepared inserts; the search-index and short-text count
 * triggers are set aside and both rebuilt once at the end, ~5x faster than row by row.
 */
export function seedBulkLocations(db: PlantDb, count: number): void {
  if (count > MAX_LOCATIONS) throw new Error(`At most ${MAX_LOCATIONS} bulk locations`);
  const sqlite = db.$client;
  const triggers = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'location_master'")
    .all() as { name: string; sql: string }[];
  const statement = (rows: number) =>
    sqlite.prepare(
      `INSERT OR IGNORE INTO location_master (location_cd, location_nm, default_loc) VALUES ${Array(rows).fill('(?, ?, 0)').join(', ')}`,
    );
  const full = statement(ROWS_PER_STATEMENT);
  sqlite.transaction(() => {
    for (const trigger of triggers) sqlite.exec(`DROP TRIGGER "${trigger.name.replaceAll('"', '""')}"`);
    for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
      const size = Math.min(ROWS_PER_STATEMENT, count - start);
      const params: string[] = [];
      for (let i = start; i < start + size; i++) params.push(...bulkLocation(i));
      (size === ROWS_PER_STATEMENT ? full : statement(size)).run(params);
    }
    sqlite.exec("INSERT INTO location_master_search(location_master_search) VALUES ('rebuild')");
    fillLocationGrams(db);
    for (const trigger of triggers) sqlite.exec(trigger.sql);
  })();
}

/** Brings the large-seed server's location table up to LARGE_SEED_LOCATIONS rows. */
export function ensureBulkLocations(db: PlantDb): void {
  const { rows } = db.$client.prepare('SELECT count(*) AS rows FROM location_master').get() as { rows: number };
  if (rows < LARGE_SEED_LOCATIONS) seedBulkLocations(db, LARGE_SEED_LOCATIONS);
  // A large seed made before the short-text counts: their migration leaves so large a table to this.
  else if (!db.$client.prepare('SELECT 1 FROM location_gram LIMIT 1').get()) fillLocationGrams(db);
}
