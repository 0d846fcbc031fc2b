import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

/** A folder of drizzle-kit migrations and the table that records which of them were applied. */
export interface Migrations {
  migrationsFolder: string;
  migrationsTable?: string;
}

export type SqliteDb<S extends Record<string, unknown>> = BetterSQLite3Database<S> & { $client: Database.Database };

/**
 * Opens (or creates) one SQLite file, sets the pragmas every database of the plant uses and
 * applies the committed drizzle-kit migrations, folder by folder. `created` tells the caller to seed it.
 */
export function openDatabase<S extends Record<string, unknown>>(
  file: string,
  schema: S,
  migrations: Migrations[],
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
  const db = drizzle(sqlite, { schema });
  for (const m of migrations) migrate(db, m);
  return { db, created };
}
