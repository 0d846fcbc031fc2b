import type { PlantDb } from '../db/plant.js';

const FIELDS = ['location_cd', 'location_nm'] as const;
/** As SQLite's lower() and LIKE fold: ASCII letters only (toLowerCase folds more). */
const fold = (text: string) =>
  /^\p{ASCII}*$/u.test(text) ? text.toLowerCase() : text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Fills location_gram (location-search schema) from every location, as its triggers would have: the texts of
 * one and two characters of each code and name, counted once per location. In code, because the
 * migration's SQL takes minutes for the large seed's million rows.
 */
export function fillLocationGrams(db: PlantDb): void {
  const sqlite = db.$client;
  // Per field, each gram's count and the last row that counted it (a row counts a gram once).
  const counts = FIELDS.map(() => new Map<string, { n: number; row: number }>());
  const count = (grams: Map<string, { n: number; row: number }>, gram: string, row: number) => {
    const seen = grams.get(gram);
    if (!seen) grams.set(gram, { n: 1, row });
    else if (seen.row !== row) {
      seen.n++;
      seen.row = row;
    }
  };
  let row = 0;
  for (const values of sqlite
    .prepare(`SELECT ${FIELDS.join(', ')} FROM location_master`)
    .raw()
    .iterate() as Iterable<string[]>) {
    row++;
    FIELDS.forEach((_field, i) => {
      // Characters as SQLite's substr() counts them: code points.
      const chars = [...fold(values[i] ?? '')];
      const grams = counts[i] as Map<string, { n: number; row: number }>;
      for (let p = 0; p < chars.length; p++) {
        count(grams, chars[p] as string, row);
        if (p + 1 < chars.length) count(grams, (chars[p] as string) + chars[p + 1], row);
      }
    });
  }
  const insert = sqlite.prepare('INSERT INTO location_gram (field, gram, locations) VALUES (?, ?, ?)');
  sqlite.transaction(() => {
    sqlite.exec('DELETE FROM location_gram');
    FIELDS.forEach((field, i) => {
      for (const [gram, { n }] of counts[i] ?? []) insert.run(field, gram, n);
    });
  })();
}
