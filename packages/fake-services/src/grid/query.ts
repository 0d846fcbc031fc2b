import {
  type FilterNode,
  type GridGroup,
  type GroupItem,
  type LoadOptions,
  MAX_TAKE,
  type SortItem,
  type SummaryValue,
} from '@fgss/contracts';
import { and, Column, type DriverValueDecoder, is, SQL, sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { badRequest } from '../http/errors.js';
import { exportPage } from '../http/export-cursor.js';
import type { FilterSql } from './filter-sql.js';
import { fold, Summaries, type SummaryPartial } from './summary.js';

/** The part of drizzle's dynamic select the loader uses. */
export interface Select {
  where(where: SQL | undefined): Select;
  groupBy(...terms: SQL[]): Select;
  orderBy(...terms: SQL[]): Select;
  limit(n: number): Select;
  offset(n: number): Select;
  all(): unknown[];
  get(): unknown;
  toSQL(): { sql: string; params: unknown[] };
}

/** Where a grid's rows come from: one table, or tables joined. */
export interface GridSource<Row> {
  filters: FilterSql;
  /** The selection of a row. */
  row: Record<string, unknown>;
  /** A select of `selection` over the source's tables. */
  select(db: PlantDb, selection: Record<string, unknown>): Select;
  defaultSort: readonly SortItem[];
  /** The fields a search covers when the load names none: the text fields. */
  textFields: readonly string[];
  /** A selected row as the grid sends it. */
  mapRow?: (row: Record<string, unknown>) => Row;
}

/** A load's reply: DevExtreme.AspNet.Data's LoadResult. */
export interface GridLoad<Row> {
  data: Row[] | GridGroup<Row>[];
  totalCount?: number;
  groupCount?: number;
  summary?: SummaryValue[];
}

/**
 * Above this many matches a page is read in sort order with plain LIKE conditions instead of
 * from the search index. Below it, collecting and sorting the matches is cheaper.
 */
const DENSE_MATCHES = 20_000;

/** A group while it is built: its key, the key as compared, its rows' count and summary partials. */
interface Building<Row> {
  key: GridGroup<Row>['key'];
  same: string;
  count: number;
  partials: SummaryPartial[];
  children: Building<Row>[];
  rows: Row[];
}

/** A key as grouping compares it: text as NOCASE does, null apart from every value. */
const sameKey = (v: unknown) =>
  v === null || v === undefined ? '\u0000null' : typeof v === 'string' ? `s${fold(v)}` : `${typeof v}${v}`;
/** A key as a bound parameter: SQLite has no booleans. */
const param = (v: GridGroup<unknown>['key']) => (typeof v === 'boolean' ? Number(v) : v);

/** A stored value as drizzle's select gives it: through its column's or expression's decoder. */
function decode(field: unknown, value: unknown): unknown {
  if (value === null) return null;
  if (is(field, Column)) return field.mapFromDriverValue(value);
  const expression = is(field, SQL.Aliased) ? field.sql : field;
  // drizzle keeps an expression's mapWith decoder in a field its types do not show.
  const decoder = is(expression, SQL)
    ? (expression as unknown as { decoder?: DriverValueDecoder<unknown, unknown> }).decoder
    : undefined;
  return decoder ? decoder.mapFromDriverValue(value) : value;
}

/**
 * DevExtreme's load protocol over one grid source, as DevExtreme.AspNet.Data answers it with a
 * SQL provider: filter, search, sort and paging; count queries; remote grouping with group
 * counts, collapsed or expanded groups and group summaries; total summaries.
 */
export class GridQuery<Row> {
  constructor(private readonly source: GridSource<Row>) {}

  load(db: PlantDb, o: LoadOptions, scope: SQL[] = []): GridLoad<Row> {
    const nodes = this.conditions(o);
    const where = (useIndex: boolean) => and(...scope, ...nodes.map((n) => this.source.filters.compile(n, useIndex)));
    const count = () => {
      const fromIndex =
        nodes.length === 1 && scope.length === 0 ? this.source.filters.indexCount(nodes[0] as FilterNode) : undefined;
      if (fromIndex) return db.get<{ n: number }>(fromIndex)?.n ?? 0;
      return (
        this.source
          .select(db, { n: sql`count(*)`.mapWith(Number) })
          .where(where(true))
          .get() as { n: number }
      ).n;
    };
    if (o.isCountQuery) return { data: [], totalCount: count() };
    if (o.group && o.group.length > 0) return this.grouped(db, o, o.group, where(true));
    if (!o.totalSummary?.length) {
      const exported = this.exportPage(db, o, where(true));
      if (exported) return exported;
    }

    const reply: GridLoad<Row> = { data: [] };
    if (o.totalSummary && o.totalSummary.length > 0) {
      // The summaries' query counts the rows too, as DevExtreme.AspNet.Data sends it.
      const totals = this.totals(db, o, where(true));
      reply.summary = totals.summary;
      reply.totalCount = totals.count;
    } else if (o.requireTotalCount) reply.totalCount = count();
    if (reply.totalCount !== undefined && reply.totalCount <= (o.skip ?? 0)) return reply;
    // With many matches, reading rows in the requested order finds a page sooner than
    // collecting every match from the search index and sorting them.
    const useIndex = reply.totalCount === undefined || reply.totalCount <= DENSE_MATCHES;
    const rows = this.source
      .select(db, this.source.row)
      .where(where(useIndex))
      .orderBy(...this.source.filters.orderBy(this.sort(o.sort)))
      .limit(o.take ?? MAX_TAKE)
      .offset(o.skip ?? 0)
      .all();
    reply.data = this.rows(rows);
    return reply;
  }

  /** A page of an export by keyset (export-cursor.ts), its rows decoded as drizzle decodes them. */
  private exportPage(db: PlantDb, o: LoadOptions, where: SQL | undefined): GridLoad<Row> | undefined {
    const ordered = this.source
      .select(db, this.source.row)
      .where(where)
      .orderBy(...this.source.filters.orderBy(this.sort(o.sort)));
    const page = exportPage(db.$client, ordered.toSQL(), o.skip ?? 0, o.take ?? MAX_TAKE, true);
    if (!page) return undefined;
    const fields = Object.entries(this.source.row);
    const rows = (page.rows as unknown[][]).map((values) =>
      Object.fromEntries(fields.map(([key, field], i) => [key, decode(field, values[i])])),
    );
    const reply: GridLoad<Row> = { data: this.rows(rows) };
    if (o.requireTotalCount && page.total !== undefined) reply.totalCount = page.total;
    return reply;
  }

  /** The load's filter and search, each as a filter tree. */
  private conditions(o: LoadOptions): FilterNode[] {
    const nodes: FilterNode[] = [];
    if (o.filter) nodes.push(o.filter.tree);
    if (o.searchValue) {
      const fields = typeof o.searchExpr === 'string' ? [o.searchExpr] : (o.searchExpr ?? this.source.textFields);
      const op = o.searchOperation ?? 'contains';
      const value = o.searchValue;
      if (fields.length > 0)
        nodes.push({
          kind: 'group',
          join: 'or',
          nodes: fields.map((field) => ({ kind: 'condition', field, op, value })),
        });
    }
    return nodes;
  }

  private sort(sort: SortItem[] | undefined): readonly SortItem[] {
    return sort && sort.length > 0 ? sort : this.source.defaultSort;
  }

  private rows(rows: unknown[]): Row[] {
    const map = this.source.mapRow;
    return map ? rows.map((r) => map(r as Record<string, unknown>)) : (rows as Row[]);
  }

  /** The total summaries and row count of the whole filtered data set. */
  private totals(db: PlantDb, o: LoadOptions, where: SQL | undefined) {
    const summaries = new Summaries(this.source.filters, o.totalSummary ?? []);
    const selection = { ...summaries.selection(), n: sql`count(*)`.mapWith(Number) };
    const row = this.source.select(db, selection).where(where).get() as Record<string, unknown>;
    return { summary: summaries.finish(summaries.read(row)), count: row.n as number };
  }

  /** A group's key as SQL: the field as it compares, or its range start with a groupInterval. */
  private key(g: GroupItem): SQL {
    const { column, spec } = this.source.filters.column(g.selector);
    if (g.groupInterval === undefined) return this.source.filters.ordered(g.selector).mapWith(column);
    const width = Number(g.groupInterval);
    if ((spec.kind !== 'int' && spec.kind !== 'id') || !Number.isInteger(width) || width <= 0)
      throw badRequest(`Group interval '${g.groupInterval}' needs a number column and a positive whole width`);
    return sql`(${column} - ${column} % ${width})`.mapWith(Number);
  }

  /**
   * Groups from one GROUP BY over every level (rows counted, group summaries as partials), nested
   * and combined upwards; skip and take page the top-level groups. A last level that is not
   * expanded sends `items: null` and its count; otherwise the rows of the page's groups are read
   * in group order, then the load's sort.
   */
  private grouped(db: PlantDb, o: LoadOptions, levels: GroupItem[], where: SQL | undefined): GridLoad<Row> {
    const summaries = new Summaries(this.source.filters, o.groupSummary ?? []);
    const keys = levels.map((g) => this.key(g));
    const keyOrder = keys.map((k, i) => sql`${k} ${levels[i]?.desc ? sql`DESC` : sql`ASC`}`);
    const selection: Record<string, unknown> = { ...summaries.selection(), n: sql`count(*)`.mapWith(Number) };
    keys.forEach((k, i) => {
      selection[`k${i}`] = k;
    });
    const leaves = this.source
      .select(db, selection)
      .where(where)
      .groupBy(...keys)
      .orderBy(...keyOrder)
      .all() as Record<string, unknown>[];

    const top: Building<Row>[] = [];
    for (const leaf of leaves) {
      let siblings = top;
      levels.forEach((_g, i) => {
        const key = (leaf[`k${i}`] ?? null) as GridGroup<Row>['key'];
        const same = sameKey(key);
        let group = siblings.at(-1);
        if (group?.same !== same) {
          group = { key, same, count: 0, partials: [], children: [], rows: [] };
          siblings.push(group);
        }
        group.count += leaf.n as number;
        if (i === levels.length - 1) group.partials = summaries.read(leaf);
        siblings = group.children;
      });
    }
    const combine = (g: Building<Row>): SummaryPartial[] => {
      if (g.children.length > 0) g.partials = summaries.combine(g.children.map(combine));
      return g.partials;
    };
    top.forEach(combine);

    const skip = o.skip ?? 0;
    const page = top.slice(skip, o.take ? skip + o.take : undefined);
    const expanded = levels.at(-1)?.isExpanded !== false;
    if (expanded && page.length > 0) this.fill(db, o, levels, where, page, page.length < top.length);

    const out = (g: Building<Row>, level: number): GridGroup<Row> => {
      const last = level === levels.length - 1;
      const group: GridGroup<Row> = {
        key: g.key,
        items: !last ? g.children.map((c) => out(c, level + 1)) : expanded ? g.rows : null,
      };
      if (last && !expanded) group.count = g.count;
      if (summaries.any) group.summary = summaries.finish(g.partials);
      return group;
    };
    const reply: GridLoad<Row> = { data: page.map((g) => out(g, 0)) };
    if (o.requireTotalCount || (o.totalSummary?.length ?? 0) > 0)
      reply.totalCount = top.reduce((n, g) => n + g.count, 0);
    if (o.totalSummary && o.totalSummary.length > 0) reply.summary = this.totals(db, o, where).summary;
    if (o.requireGroupCount) reply.groupCount = top.length;
    return reply;
  }

  /** Reads the rows of the page's groups into their last-level groups. */
  private fill(
    db: PlantDb,
    o: LoadOptions,
    levels: GroupItem[],
    where: SQL | undefined,
    page: Building<Row>[],
    partial: boolean,
  ): void {
    const leaves = new Map<string, Building<Row>>();
    const index = (g: Building<Row>, path: string) => {
      const here = `${path}/${g.same}`;
      if (g.children.length === 0) leaves.set(here, g);
      for (const c of g.children) index(c, here);
    };
    for (const g of page) index(g, '');
    const keys = levels.map((g) => this.key(g));
    const selection = Object.fromEntries(keys.map((k, i) => [`__k${i}`, k]));
    const first = keys[0] as SQL;
    // Only the page's top-level groups, when it is not all of them.
    const onPage = partial
      ? sql`(${first} IN (${sql.join(
          page.filter((g) => g.key !== null).map((g) => sql`${param(g.key)}`),
          sql`, `,
        )})${page.some((g) => g.key === null) ? sql` OR ${first} IS NULL` : sql``})`
      : undefined;
    const sort = [...levels, ...this.sort(o.sort).filter((s) => !levels.some((g) => g.selector === s.selector))];
    const rows = this.source
      .select(db, { ...this.source.row, ...selection })
      .where(and(where, onPage))
      .orderBy(...this.source.filters.orderBy(sort))
      .all() as Record<string, unknown>[];
    for (const row of rows) {
      const path = keys.map((_k, i) => `/${sameKey(row[`__k${i}`])}`).join('');
      const leaf = leaves.get(path);
      if (!leaf) continue;
      for (let i = 0; i < keys.length; i++) delete row[`__k${i}`];
      leaf.rows.push(...this.rows([row]));
    }
  }
}
