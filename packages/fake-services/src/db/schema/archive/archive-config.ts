import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** Archive Process Configuration: how long each history table keeps its rows, and its archive's. */
export const archiveConfig = sqliteTable('archive_config', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  sourceTableName: ciText('source_table_name').notNull(),
  archiveTableName: ciText('archive_table_name'),
  archiveDaysMonths: integer('archive_days_months').notNull().default(0),
  removeDaysMonths: integer('remove_days_months').notNull(),
  timePeriod: text('time_period').notNull().default('D'),
  keyColumn: ciText('key_column').notNull(),
  archiveServerDb: ciText('archive_server_db'),
  status: text('status').notNull().default('ACTIVE'),
});
