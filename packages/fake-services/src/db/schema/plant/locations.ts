import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * Location master: storage and bin locations (up to 1,000,000 rows in the large seed).
 * 'contains' filters use the trigram index `location_master_search` (migration 0001).
 */
export const locationMaster = sqliteTable(
  'location_master',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    location_cd: ciText('location_cd').notNull().unique(),
    location_nm: ciText('location_nm').notNull(),
    default_loc: integer('default_loc', { mode: 'boolean' }).notNull().default(false),
  },
  // Orders a grid commonly asks for, so that a page of a filter matching most rows is read in
  // order instead of sorting the whole table: by name, and default row first then by code.
  (t) => [
    index('location_master_nm_cd').on(t.location_nm, t.location_cd),
    index('location_master_default_first').on(sql`default_loc DESC`, t.location_cd),
    index('location_master_default').on(t.default_loc).where(sql`default_loc = 1`),
  ],
);

/**
 * The trigram full-text index over location_master, kept in sync by triggers, and the counts of
 * shorter texts (location_gram, the location-search schema).
 */
export const locationSearch = {
  table: 'location_master_search',
  columns: ['location_cd', 'location_nm'],
  grams: { table: 'location_gram', count: 'locations' },
} as const;
