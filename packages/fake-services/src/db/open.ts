import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

/** Checks a database before its migrations run (refuses a file an incompatible version made). */
export type BeforeMigrating = (sqlite: Database.Database, file: string) => void;

export type SqliteDb<S extends Record<string, unknown>> = BetterSQLite3Database<S> & { $client: Database.Database };

/**
 * Opens (or creates) one SQLite file, sets the pragmas every database of the plant uses and
 * applies the committed drizzle-kit migrations of its folder. `created` tells the caller to seed it.
 */
export function openDatabase<S extends Record<string, unknown>>(
  file: string,
  schema: S,
  migrationsFolder: string,
  check?: BeforeMigrating,
): { db: SqliteDb<S>; created: boolean } {
  const created = !existsSync(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // WAL with NORMAL sync stays consistent after a crash and is much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MB page cache: the large location table and its search index stay in memory.
  sqlite.pragma('cache_size = -65536');
  check?.(sqlite, file);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return { db, created };
}
