import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * The plants a server serves (spec 1 section 3, "Plant"). Every plant screen's selector lists
 * them as 'Id - Value'; the primary plant is the server's active plant, preselected.
 */
export const plants = sqliteTable('plant', {
  plantId: ciText('plant_id').primaryKey(),
  identifier: text('identifier').notNull(),
  plant_nm: text('plant_nm').notNull(),
  std_printer: text('std_printer'),
  primary_plant: integer('primary_plant', { mode: 'boolean' }).notNull().default(false),
  planT_ADDRESS1: text('plant_address1'),
  planT_ADDRESS2: text('plant_address2'),
  planT_ADDRESS3: text('plant_address3'),
  planT_ADDRESS4: text('plant_address4'),
  made_in: text('made_in'),
  printed_in: text('printed_in'),
  label_printer: text('label_printer'),
});
