import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One run of the archive job: when, by whom (a user, or SCHEDULER for the daily run), and its totals. */
export const archiveRun = sqliteTable(
  'archive_run',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    runAt: text('run_at').notNull(),
    runBy: text('run_by').notNull(),
    moved: integer('moved').notNull(),
    removed: integer('removed').notNull(),
  },
  (t) => [index('archive_run_by_at').on(t.runBy, t.runAt)],
);

/** What one run did to one configured table; `error` when its transaction was undone. */
export const archiveRunTable = sqliteTable(
  'archive_run_table',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    runId: integer('run_id')
      .notNull()
      .references(() => archiveRun.id, { onDelete: 'cascade' }),
    sourceTableName: text('source_table_name').notNull(),
    archiveTableName: text('archive_table_name').notNull(),
    moved: integer('moved').notNull(),
    removed: integer('removed').notNull(),
    error: text('error'),
  },
  (t) => [index('archive_run_table_run').on(t.runId)],
);
