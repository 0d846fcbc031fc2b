import type { PlantDb } from '../../db/plant.js';
import { cataloguePart } from '../part-catalogue.js';
import { hasIhs, ihsOfPart, XREF_COLUMNS, xrefValues } from './xref-rows.js';

const ROWS_PER_STATEMENT = 500;

/**
 * Adds catalogue parts [0, count) of a plant to its XREF and the IHS catalogue; parts already
 * there are kept (INSERT OR IGNORE on the unique keys), so running it again adds nothing. One
 * transaction of multi-row prepared inserts; with `bulk` the search-index triggers are set aside
 * and the index rebuilt once at the end, far faster than row by row for 100,000 parts.
 */
export function seedXref(db: PlantDb, plantId: string, count: number, bulk = false): void {
  const sqlite = db.$client;
  const triggers = bulk
    ? (sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'xref'").all() as {
        name: string;
        sql: string;
      }[])
    : [];
  const insert = (table: string, columns: string[], rows: number) =>
    sqlite.prepare(
      `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES ${Array(rows)
        .fill(`(${columns.map(() => '?').join(', ')})`)
        .join(', ')}`,
    );
  const ihsColumns = ['plant_id', 'sews_part_no', 'sews_design_level', 'product_number', 'design_level'];
  const statements = new Map<string, ReturnType<typeof insert>>();
  const run = (table: string, columns: string[], rows: unknown[][]) => {
    if (rows.length === 0) return;
    const key = `${table}:${rows.length}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = insert(table, columns, rows.length);
      statements.set(key, statement);
    }
    statement.run(rows.flat());
  };
  sqlite.transaction(() => {
    for (const trigger of triggers) sqlite.exec(`DROP TRIGGER "${trigger.name.replaceAll('"', '""')}"`);
    for (let start = 0; start < count; start += ROWS_PER_STATEMENT) {
      const xrefRows: unknown[][] = [];
      const ihsRows: unknown[][] = [];
      for (let i = start; i < Math.min(count, start + ROWS_PER_STATEMENT); i++) {
        const part = cataloguePart(plantId, i);
        xrefRows.push(xrefValues(plantId, part, i));
        if (hasIhs(i)) {
          const ihs = ihsOfPart(part, i);
          ihsRows.push([plantId, part.sewsPartNo, part.sewsDesignLevel, ihs.productNumber, ihs.designLevel]);
        }
      }
      run('xref', XREF_COLUMNS, xrefRows);
      run('ihs_cad', ihsColumns, ihsRows);
    }
    if (bulk) {
      sqlite.exec("INSERT INTO xref_search(xref_search) VALUES ('rebuild')");
      for (const trigger of triggers) sqlite.exec(trigger.sql);
    }
  })();
  analyzeXref(db);
}

/**
 * Statistics for the query planner: without them SQLite may walk an index that leads with the
 * plant (all 100,000 rows of JRZ1) instead of looking up the few rows the search index matched.
 */
export function analyzeXref(db: PlantDb): void {
  db.$client.exec('ANALYZE xref');
}

export function xrefCount(db: PlantDb, plantId: string): number {
  return (db.$client.prepare('SELECT count(*) AS n FROM xref WHERE plant_id = ?').get(plantId) as { n: number }).n;
}
