import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * How many locations hold each text of one or two characters in their code or name, compared as
 * LIKE compares (ASCII letters folded): the exact total of a short 'contains' filter, which the
 * trigram index cannot answer, without reading 1,000,000 rows. Triggers on location_master keep
 * it in the same transaction as every write (migration 0001 of this domain, which also fills it).
 */
export const locationGram = sqliteTable(
  'location_gram',
  {
    /** The column: 'location_cd' or 'location_nm'. */
    field: text('field').notNull(),
    /** One or two characters, lower-cased. */
    gram: text('gram').notNull(),
    locations: integer('locations').notNull(),
  },
  (t) => [primaryKey({ columns: [t.field, t.gram] })],
);

/**
 * The character positions 1..LONGEST of a text: the triggers read a text's grams by joining it
 * (a trigger cannot use a recursive CTE).
 */
export const textPosition = sqliteTable('text_position', {
  p: integer('p').primaryKey(),
});

/** Location codes and names are at most 50 characters (the entity's rule); room to spare. */
export const LONGEST = 255;
