import type { Statement } from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from './plant.js';

type Value = string | number | null;

/**
 * Inserts many plain rows (text, numbers, null) with one prepared statement per set of fields:
 * drizzle builds each multi-row insert value by value, which is most of a 10,000-row import's time.
 * Fields the row leaves undefined take the column's default.
 */
export function insertRows(db: PlantDb, table: SQLiteTable, rows: Record<string, unknown>[]): void {
  const columns = getTableColumns(table);
  const statements = new Map<string, Statement<Value[]>>();
  for (const row of rows) {
    const fields = Object.keys(row).filter((f) => row[f] !== undefined && f in columns);
    const key = fields.join(',');
    let statement = statements.get(key);
    if (!statement) {
      const names = fields.map((f) => `"${columns[f]?.name}"`).join(', ');
      statement = db.$client.prepare<Value[]>(
        `INSERT INTO "${getTableName(table)}" (${names}) VALUES (${fields.map(() => '?').join(', ')})`,
      );
      statements.set(key, statement);
    }
    statement.run(...fields.map((f) => row[f] as Value));
  }
}
