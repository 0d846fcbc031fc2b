import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

export const carrierMaster = sqliteTable(
  'carrier_master',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Carrier code, filled by the service from the name. */
    carrieR_ID: text('carrier_id'),
    carrieR_NM: ciText('carrier_nm').notNull().unique(),
    primarY_CR: integer('primary_cr', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('carrier_master_primary').on(t.primarY_CR).where(sql`primary_cr = 1`)],
);
