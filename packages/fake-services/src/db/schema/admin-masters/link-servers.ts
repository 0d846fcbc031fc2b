import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** Link Server Master: linked servers the plant's jobs reach, and how to sign in there. */
export const linkServers = sqliteTable('link_server', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  linkName: ciText('link_name').notNull().unique(),
  serverName: ciText('server_name'),
  databaseName: ciText('database_name'),
  userId: ciText('user_id'),
  password: text('password'),
  plantId: ciText('plant_id'),
  processInfo: ciText('process_info'),
  extraInfo: ciText('extra_info'),
  inspectionPlant: ciText('inspection_plant'),
  dbObjectName: ciText('db_object_name'),
  remarks: ciText('remarks'),
  identifier: ciText('identifier'),
});

/** The procedures a link server runs for a plant, with their last run. */
export const linkServerDetails = sqliteTable(
  'link_server_detail',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    linkName: ciText('link_name').notNull(),
    serverName: ciText('server_name'),
    procedureName: text('procedure_name').notNull(),
    plantId: ciText('plant_id').notNull(),
    lastExecutionDate: text('last_execution_date'),
    executionStatus: text('execution_status').notNull(),
  },
  (t) => [index('link_server_detail_link').on(t.linkName, t.plantId)],
);
