import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

export const destinationMaster = sqliteTable(
  'destination_master',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    desT_CD: ciText('dest_cd').notNull().unique(),
    desT_NM: ciText('dest_nm').notNull(),
    primarY_DEST: integer('primary_dest', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('destination_master_primary').on(t.primarY_DEST).where(sql`primary_dest = 1`)],
);
