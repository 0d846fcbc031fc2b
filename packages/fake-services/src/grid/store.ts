import { type Entity, type LoadOptions, messages, type SaveReply, scopeParams } from '@fgss/contracts';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { badRequest, notFound } from '../http/errors.js';
import { lookedUp } from '../lookups/resolve.js';
import { FilterSql, type GridColumn, type SearchIndex } from './filter-sql.js';
import { type GridLoad, GridQuery, type Select } from './query.js';

export interface GridStoreOptions<Row> {
  /** Trigram index used for 'contains' on its fields (see filter-sql.ts). */
  search?: SearchIndex;
  /** Read-only fields the service fills on insert. */
  derive?: (row: Partial<Row>) => Partial<Row>;
  /** What else an update changes in its transaction, from the row as it was and as saved. */
  updated?: (db: PlantDb, before: Row, after: Partial<Row>) => void;
}

export interface Batch<Ins, Upd> {
  inserted: Ins[];
  updated: Upd[];
  deleted: { id: number }[];
}

const saved: SaveReply = { message: messages.savedSuccessfully, statusText: 'OK' };

/**
 * The generic grid store (spec 1 section 7): DevExtreme loads and batch writes for one
 * entity's table, written once for every master grid. Each write call runs in one transaction,
 * so a batch with one bad row changes nothing.
 */
export class GridStore<Row extends Record<string, unknown>, Ins, Upd> {
  private readonly columns = new Map<string, GridColumn>();
  private readonly query: GridQuery<Row>;
  private readonly id: SQLiteColumn;
  private readonly primary?: SQLiteColumn;
  /** Fields an update writes: not the id, not read-only, not the keys (fixed once created). */
  private readonly updatable: string[];

  constructor(
    readonly entity: Entity<Row, Ins, Upd>,
    private readonly table: SQLiteTable & { $inferSelect: Row },
    private readonly options: GridStoreOptions<Row> = {},
  ) {
    const tableColumns = getTableColumns(table) as Record<string, SQLiteColumn>;
    for (const field of entity.columns) {
      const column = tableColumns[field];
      const spec = entity.fields[field];
      if (!column || !spec) throw new Error(`${entity.name}: table has no column for field '${field}'`);
      this.columns.set(field, { field, spec, column });
    }
    this.id = this.col(entity.idField);
    this.primary = entity.primaryField ? this.col(entity.primaryField) : undefined;
    this.query = new GridQuery<Row>({
      filters: new FilterSql(this.columns, this.id, options.search),
      row: tableColumns,
      select: (db, selection) =>
        db
          .select(selection as never)
          .from(table)
          .$dynamic() as unknown as Select,
      defaultSort: entity.defaultSort,
      textFields: entity.columns.filter((f) => entity.fields[f]?.kind === 'text'),
    });
    this.updatable = entity.columns.filter(
      (f) => f !== entity.idField && !entity.fields[f]?.readOnly && !entity.fields[f]?.key,
    );
  }

  private col(field: string): SQLiteColumn {
    const c = this.columns.get(field);
    if (!c) throw badRequest(`Unknown column '${field}'`);
    return c.column;
  }

  /**
   * The entity's scope load options select on their fields (entity.scope); `within`: conditions
   * of a grid whose scope is more than those.
   */
  load(db: PlantDb, o: LoadOptions, within: SQL[] = []): GridLoad<Row> {
    const scoped = scopeParams.flatMap((p) => {
      const field = this.entity.scope?.[p];
      return field && o[p] !== undefined ? [eq(this.col(field), o[p] as string)] : [];
    });
    return this.query.load(db, o, [...scoped, ...within]);
  }

  private count(db: PlantDb, where: SQL | undefined): number {
    return db.select({ n: count() }).from(this.table).where(where).get()?.n ?? 0;
  }

  /** The rows flagged primary or default (GetDefaults). */
  defaults(db: PlantDb): Row[] {
    if (!this.primary) return [];
    return db.select().from(this.table).where(sql`${this.primary} = 1`).all() as Row[];
  }

  insert(db: PlantDb, rows: Ins[], user?: string): SaveReply {
    return this.save(db, { inserted: rows, updated: [], deleted: [] }, user);
  }

  update(db: PlantDb, rows: Upd[], user?: string): SaveReply {
    return this.save(db, { inserted: [], updated: rows, deleted: [] }, user);
  }

  remove(db: PlantDb, keys: { id: number }[]): SaveReply {
    return this.save(db, { inserted: [], updated: [], deleted: keys });
  }

  /**
   * Deleted, then updated, then inserted rows, in one transaction; then the primary rule. `user`
   * is who saves: an entity's stamp fields record it and the time on every row written.
   */
  save(db: PlantDb, batch: Batch<Ins, Upd>, user = ''): SaveReply {
    const stamp = this.stampOf(user, plantTime());
    db.$client.transaction(() => {
      for (const key of batch.deleted) this.deleteRow(db, key.id);
      for (const row of batch.updated) this.updateRow(db, row as Record<string, unknown>, stamp);
      this.insertRows(db, batch.inserted, stamp);
      this.checkPrimary(db);
    })();
    return saved;
  }

  private stored(db: PlantDb, id: number): Row {
    const row = db.select().from(this.table).where(eq(this.id, id)).get() as Row | undefined;
    if (!row) throw notFound(`${this.entity.title}: record ${id} does not exist`);
    return row;
  }

  private deleteRow(db: PlantDb, id: number): void {
    const row = this.stored(db, id);
    if (this.entity.primaryField && row[this.entity.primaryField] === true) {
      throw badRequest(this.entity.primaryDeleteMessage ?? `The ${this.entity.title} primary row cannot be deleted`);
    }
    db.delete(this.table).where(eq(this.id, id)).run();
  }

  /** The entity's stamp fields with who saves and when (none for an entity without them). */
  private stampOf(user: string, at: string): Record<string, string> {
    const value = { by: user, on: at };
    return Object.fromEntries(
      this.entity.columns.flatMap((f) => {
        const stamp = this.entity.fields[f]?.stamp;
        return stamp ? [[f, value[stamp]]] : [];
      }),
    );
  }

  private updateRow(db: PlantDb, sent: Record<string, unknown>, stamp: Record<string, string>): void {
    const row = lookedUp(db, this.entity.fields, sent);
    const id = row[this.entity.idField] as number;
    const stored = this.stored(db, id);
    for (const field of this.entity.columns.filter((f) => this.entity.fields[f]?.key)) {
      if (!sameKey(row[field], stored[field])) {
        throw badRequest(`${this.entity.fields[field]?.label ?? field} cannot be changed on an existing row`);
      }
    }
    // A row of keys only (e.g. warehouse destination) has nothing left to write once they match.
    if (this.updatable.length === 0) return;
    const values = { ...Object.fromEntries(this.updatable.map((f) => [f, row[f]])), ...stamp };
    db.update(this.table).set(values).where(eq(this.id, id)).run();
    this.options.updated?.(db, stored, values as Partial<Row>);
  }

  private insertRows(db: PlantDb, rows: Ins[], stamp: Record<string, string>): void {
    if (rows.length === 0) return;
    const primaryField = this.entity.primaryField;
    // The first row of an empty table becomes its primary/default row (the flag is not
    // editable on new rows).
    const firstIsPrimary = primaryField !== undefined && !this.hasRows(db);
    rows.forEach((row, i) => {
      const values: Record<string, unknown> = {
        ...lookedUp(db, this.entity.fields, row as Partial<Row>),
        ...this.options.derive?.(row as Partial<Row>),
        ...stamp,
      };
      if (primaryField) values[primaryField] = firstIsPrimary && i === 0;
      db.insert(this.table).values(values).run();
    });
  }

  /**
   * The values of `field` a new row could not take: those of a field that is the entity's whole
   * unique key, or, when `others` gives the unique key's other fields (e.g. the grid's scope), the
   * values taken beside them. Its lookup offers none of them.
   */
  usedKeys(db: PlantDb, field: keyof Row & string, others: Record<string, string> = {}): Set<string> {
    const rest = this.entity.unique.filter((f) => f !== field);
    const complete = rest.length === this.entity.unique.length - 1 && rest.every((f) => others[f] !== undefined);
    if (!complete || rest.length !== Object.keys(others).length) return new Set();
    const column = this.col(field);
    return new Set(
      db
        .select({ v: column })
        .from(this.table)
        .where(and(...rest.map((f) => eq(this.col(f), others[f] as string))))
        .all()
        .map((r) => String(r.v).toLowerCase()),
    );
  }

  private hasRows(db: PlantDb): boolean {
    return db.select({ one: sql`1` }).from(this.table).limit(1).get() !== undefined;
  }

  /** After the changes, a table with rows has exactly one primary/default row. */
  private checkPrimary(db: PlantDb): void {
    if (!this.primary || !this.hasRows(db)) return;
    if (this.count(db, sql`${this.primary} = 1`) !== 1) throw badRequest(messages.onePrimary);
  }
}

/** Key texts compare as the database does: case-insensitively. */
function sameKey(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;
}
