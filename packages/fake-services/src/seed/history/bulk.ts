import type Database from 'better-sqlite3';

/**
 * Parameters per statement (SQLite allows 32,766): a few thousand amortise the per-statement
 * cost, while a statement that size still prepares in well under a millisecond.
 */
const MAX_PARAMS = 4000;

/**
 * Buffers rows per table and writes them with prepared multi-row INSERTs; ids are given here
 * (from the table's current maximum) so that rows can refer to each other before they are
 * written. Use it inside a transaction with deferred foreign keys (tables flush independently).
 */
export class BulkWriter {
  private readonly tables = new Map<string, Buffer>();

  constructor(private readonly sqlite: Database.Database) {}

  /** Declares a table and its columns (id first, given by `add`). */
  table(name: string, columns: readonly string[]): Table {
    const { max } = this.sqlite.prepare(`SELECT coalesce(max(id), 0) AS max FROM "${name}"`).get() as { max: number };
    const all = ['id', ...columns];
    const perStatement = Math.floor(MAX_PARAMS / all.length);
    const insert = (rows: number) =>
      this.sqlite.prepare(
        `INSERT INTO "${name}" (${all.map((c) => `"${c}"`).join(', ')}) VALUES ${Array(rows)
          .fill(`(${all.map(() => '?').join(', ')})`)
          .join(', ')}`,
      );
    const buffer: Buffer = { values: [], rows: 0, full: insert(perStatement), insert, perStatement, next: max + 1 };
    this.tables.set(name, buffer);
    return {
      add: (row: readonly unknown[]) => {
        const id = buffer.next++;
        buffer.values.push(id, ...row);
        buffer.rows++;
        if (buffer.rows === buffer.perStatement) this.flushOne(buffer);
        return id;
      },
    };
  }

  private flushOne(b: Buffer): void {
    if (b.rows === 0) return;
    (b.rows === b.perStatement ? b.full : b.insert(b.rows)).run(b.values);
    b.values = [];
    b.rows = 0;
  }

  /** Writes what is still buffered. */
  flush(): void {
    for (const b of this.tables.values()) this.flushOne(b);
  }
}

interface Buffer {
  values: unknown[];
  rows: number;
  full: Database.Statement;
  insert: (rows: number) => Database.Statement;
  perStatement: number;
  next: number;
}

export interface Table {
  /** Buffers a row (without id) and returns the id it gets. */
  add(row: readonly unknown[]): number;
}
