import {
  type Entity,
  FilterError,
  type FilterNode,
  type LoadOptions,
  MAX_TAKE,
  messages,
  parseFilter,
  type SaveReply,
  type ScopeParam,
  type SortItem,
  scopeParams,
} from '@fgss/contracts';
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { badRequest, notFound } from '../http/errors.js';
import { FilterSql, type GridColumn, type SearchIndex } from './filter-sql.js';

export interface GridStoreOptions<Row> {
  /** Trigram index used for 'contains' on its fields (see filter-sql.ts). */
  search?: SearchIndex;
  /** The field each scope load option selects on, e.g. { option: 'option' } or { plantid: 'plantId' }. */
  scope?: Partial<Record<ScopeParam, keyof Row & string>>;
  /** Read-only fields the service fills on insert. */
  derive?: (row: Partial<Row>) => Partial<Row>;
}

export interface Batch<Ins, Upd> {
  inserted: Ins[];
  updated: Upd[];
  deleted: { id: number }[];
}

const saved: SaveReply = { message: messages.savedSuccessfully, statusText: 'OK' };
/**
 * Above this many matches a page is read in sort order with plain LIKE conditions instead of
 * from the search index (see load). Below it, collecting and sorting the matches is cheaper.
 */
const DENSE_MATCHES = 20_000;

/**
 * The generic grid store (spec 1 section 7): DevExtreme loads and batch writes for one
 * entity's table, written once for every master grid. Each write call runs in one transaction,
 * so a batch with one bad row changes nothing.
 */
export class GridStore<Row extends Record<string, unknown>, Ins, Upd> {
  private readonly columns = new Map<string, GridColumn>();
  private readonly filters: FilterSql;
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
    this.filters = new FilterSql(this.columns, this.id, options.search);
    this.updatable = entity.columns.filter(
      (f) => f !== entity.idField && !entity.fields[f]?.readOnly && !entity.fields[f]?.key,
    );
  }

  private col(field: string): SQLiteColumn {
    const c = this.columns.get(field);
    if (!c) throw badRequest(`Unknown column '${field}'`);
    return c.column;
  }

  load(db: PlantDb, o: LoadOptions): { data: Row[]; totalCount?: number } {
    const nodes = this.conditions(o);
    const scoped = scopeParams.flatMap((p) => {
      const field = this.options.scope?.[p];
      return field && o[p] !== undefined ? [eq(this.col(field), o[p] as string)] : [];
    });
    const where = (useIndex: boolean) => and(...nodes.map((n) => this.filters.compile(n, useIndex)), ...scoped);
    let totalCount: number | undefined;
    if (o.requireTotalCount) {
      const fromIndex =
        nodes.length === 1 && scoped.length === 0 ? this.filters.indexCount(nodes[0] as FilterNode) : undefined;
      totalCount = fromIndex ? (db.get<{ n: number }>(fromIndex)?.n ?? 0) : this.count(db, where(true));
      if (totalCount <= (o.skip ?? 0)) return { data: [], totalCount };
    }
    // With many matches, reading rows in the requested order finds a page sooner than
    // collecting every match from the search index and sorting them.
    const useIndex = totalCount === undefined || totalCount <= DENSE_MATCHES;
    const data = db
      .select()
      .from(this.table)
      .where(where(useIndex))
      .orderBy(...this.orderBy(o.sort))
      .limit(o.take ?? MAX_TAKE)
      .offset(o.skip ?? 0)
      .all() as Row[];
    return totalCount === undefined ? { data } : { data, totalCount };
  }

  private count(db: PlantDb, where: SQL | undefined): number {
    return db.select({ n: count() }).from(this.table).where(where).get()?.n ?? 0;
  }

  /** The rows flagged primary or default (GetDefaults). */
  defaults(db: PlantDb): Row[] {
    if (!this.primary) return [];
    return db.select().from(this.table).where(sql`${this.primary} = 1`).all() as Row[];
  }

  insert(db: PlantDb, rows: Ins[]): SaveReply {
    return this.save(db, { inserted: rows, updated: [], deleted: [] });
  }

  update(db: PlantDb, rows: Upd[]): SaveReply {
    return this.save(db, { inserted: [], updated: rows, deleted: [] });
  }

  remove(db: PlantDb, keys: { id: number }[]): SaveReply {
    return this.save(db, { inserted: [], updated: [], deleted: keys });
  }

  /** Deleted, then updated, then inserted rows, in one transaction; then the primary rule. */
  save(db: PlantDb, batch: Batch<Ins, Upd>): SaveReply {
    db.$client.transaction(() => {
      for (const key of batch.deleted) this.deleteRow(db, key.id);
      for (const row of batch.updated) this.updateRow(db, row as Record<string, unknown>);
      this.insertRows(db, batch.inserted);
      this.checkPrimary(db);
    })();
    return saved;
  }

  /** The load's filter and search, each as a filter tree. */
  private conditions(o: LoadOptions): FilterNode[] {
    const nodes: FilterNode[] = [];
    if (o.filter && o.filter.length > 0) nodes.push(this.parse(o.filter));
    if (o.searchValue) {
      const fields =
        typeof o.searchExpr === 'string'
          ? [o.searchExpr]
          : (o.searchExpr ?? this.entity.columns.filter((f) => this.entity.fields[f]?.kind === 'text'));
      const op = o.searchOperation ?? 'contains';
      const value = o.searchValue;
      if (fields.length > 0) {
        nodes.push({
          kind: 'group',
          join: 'or',
          nodes: fields.map((field) => ({ kind: 'condition', field, op, value })),
        });
      }
    }
    return nodes;
  }

  private parse(filter: unknown[]): FilterNode {
    try {
      return parseFilter(filter, this.entity.columns);
    } catch (e) {
      if (e instanceof FilterError) throw badRequest(e.message);
      throw e;
    }
  }

  /** The requested sort (or the entity's), then the id so that pages never overlap. */
  private orderBy(sort: SortItem[] | undefined): SQL[] {
    const items = sort && sort.length > 0 ? sort : this.entity.defaultSort;
    const order = items.map((s) => (s.desc ? desc(this.col(s.selector)) : asc(this.col(s.selector))));
    if (!items.some((s) => s.selector === this.entity.idField)) order.push(asc(this.id));
    return order;
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

  private updateRow(db: PlantDb, row: Record<string, unknown>): void {
    const id = row[this.entity.idField] as number;
    const stored = this.stored(db, id);
    for (const field of this.entity.columns.filter((f) => this.entity.fields[f]?.key)) {
      if (!sameKey(row[field], stored[field])) {
        throw badRequest(`${this.entity.fields[field]?.label ?? field} cannot be changed on an existing row`);
      }
    }
    // A row of keys only (e.g. warehouse destination) has nothing left to write once they match.
    if (this.updatable.length === 0) return;
    const values = Object.fromEntries(this.updatable.map((f) => [f, row[f]]));
    db.update(this.table).set(values).where(eq(this.id, id)).run();
  }

  private insertRows(db: PlantDb, rows: Ins[]): void {
    if (rows.length === 0) return;
    const primaryField = this.entity.primaryField;
    // The first row of an empty table becomes its primary/default row (the flag is not
    // editable on new rows).
    const firstIsPrimary = primaryField !== undefined && !this.hasRows(db);
    rows.forEach((row, i) => {
      const values: Record<string, unknown> = {
        ...(row as Partial<Row>),
        ...this.options.derive?.(row as Partial<Row>),
      };
      if (primaryField) values[primaryField] = firstIsPrimary && i === 0;
      db.insert(this.table).values(values).run();
    });
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
