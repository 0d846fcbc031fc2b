import { addDays, LOOKUP_PAGE_SIZE, MAX_TAKE, type SortItem } from '@fgss/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { badRequest } from '../http/errors.js';
import { exportPageReply } from '../http/export-cursor.js';
import { JsonText } from '../http/json-text.js';

export type Param = string | number | null;
export type Row = Record<string, unknown>;
/**
 * A piece of report SQL: a drizzle `sql` template over the schema's columns, or static text that
 * holds no value from a request (values are always template parameters).
 */
export type Fragment = SQL | string;

const asSql = (f: Fragment): SQL => (typeof f === 'string' ? sql.raw(f) : f);

/**
 * The conditions of a report query. Conditions are drizzle `sql` templates over the schema's
 * columns; every value from a request is a bound parameter.
 */
export class Where {
  private readonly parts: SQL[] = [];

  add(condition: Fragment): this {
    this.parts.push(asSql(condition));
    return this;
  }

  /** Adds the condition on `value` only when it is given (an empty filter means no filter). */
  when<V extends Param | undefined>(value: V, condition: (v: NonNullable<V>) => SQL): this {
    return value === undefined || value === null ? this : this.add(condition(value as NonNullable<V>));
  }

  /** `column` on a day of `from`..`to` ('yyyy-MM-dd', both included) for date-time text. */
  days(column: Fragment, from: string | undefined, to: string | undefined): this {
    const c = asSql(column);
    if (from) this.add(sql`${c} >= ${from}`);
    if (to) this.add(sql`${c} < ${addDays(to, 1)}`);
    return this;
  }

  /** This and `other`'s conditions together. */
  and(other: Where): Where {
    const both = new Where();
    both.parts.push(...this.parts, ...other.parts);
    return both;
  }

  /** The conditions, or '1' when there are none. */
  conditions(): SQL {
    return this.parts.length ? sql.join(this.parts, sql` AND `) : sql`1`;
  }

  sql(): SQL {
    return this.parts.length ? sql`WHERE ${this.conditions()}` : sql``;
  }
}

export interface Paging {
  skip?: number;
  take?: number;
  requireTotalCount?: boolean;
  sort?: SortItem[];
}

export interface ReportQuery {
  /** Each reply field and its SQL expression; fields a column set does not show are NULL. */
  select: Record<string, Fragment>;
  /** FROM with its joins. */
  from: Fragment;
  where: Where;
  groupBy?: Fragment;
  /**
   * Default order (fields, or expressions over the FROM such as a unique id that makes the order
   * one an index gives), also the tie-breaker after the requested sort.
   */
  order: (string | SQL)[];
  /** A CTE the query needs (`name AS (...)`). */
  with?: SQL;
  narrow?: Narrow;
}

/**
 * A report whose FROM has outer joins that only add columns (each on a key: no row more, no row
 * less). The count, and the rows a deep page skips, are read without them; the outer joins are
 * then made for the page's rows only, when neither the conditions nor the order use them.
 */
export interface Narrow {
  /** The FROM without those outer joins. */
  from: Fragment;
  /** What identifies a row of `from`, e.g. the box's id. */
  key: SQL;
  /** The aliases of the left-out tables. */
  outer: readonly string[];
}

/** Renders a report's SQL to text and parameters for the export cursor's temporary table. */
const sqlite = new SQLiteSyncDialect();

const quote = (field: string) => `"${field.replaceAll('"', '""')}"`;

/** Whether the SQL names a column of one of the tables `aliases`. */
const uses = (fragment: SQL, aliases: readonly string[]) => {
  const text = sqlite.sqlToQuery(fragment).sql;
  return aliases.some((a) => text.includes(`${quote(a)}.`));
};

/**
 * One page of a report and, when asked, the total: the grid list reply of every search. The
 * rows are typed by the caller's contract (R); the query's select must name every field of it.
 */
export function reportPage<R = Row>(db: PlantDb, q: ReportQuery, o: Paging): { data: R[]; totalCount?: number } {
  const fields = Object.keys(q.select);
  for (const s of o.sort ?? [])
    if (!fields.includes(s.selector)) throw badRequest(`Unknown column '${s.selector}' in sort`);
  const requested = (o.sort ?? []).map((s) => sql.raw(`${quote(s.selector)} ${s.desc ? 'DESC' : 'ASC'}`));
  const order = sql.join(
    [...requested, ...q.order.map((f) => (typeof f === 'string' ? sql.raw(quote(f)) : f))],
    sql`, `,
  );
  const head = q.with ? sql`WITH ${q.with} ` : sql``;
  const body = sql`FROM ${asSql(q.from)} ${q.where.sql()} ${q.groupBy ? sql`GROUP BY ${asSql(q.groupBy)}` : sql``}`;
  const columns = sql.join(
    fields.map((f) => sql`${asSql(q.select[f] as Fragment)} AS ${sql.raw(quote(f))}`),
    sql`, `,
  );
  const rows = sql`${head}SELECT ${columns} ${body} ORDER BY ${order}`;
  const exported = exportPageReply(
    db.$client,
    sqlite.sqlToQuery(rows),
    o.skip ?? 0,
    o.take ?? MAX_TAKE,
    o.requireTotalCount === true,
  );
  // The reply as its JSON (the route sends it as it is): the rows are as the database holds them.
  if (exported) return new JsonText(exported) as unknown as { data: R[]; totalCount?: number };
  // The order's fields as their expressions, for a query that has no select list to name.
  const sorted = [...(o.sort ?? []).map((s) => s.selector), ...q.order];
  const orderTerms = sorted.map((f) => (typeof f === 'string' ? asSql(q.select[f] as Fragment) : f));
  const narrow =
    q.narrow &&
    !q.groupBy &&
    !uses(q.where.conditions(), q.narrow.outer) &&
    !orderTerms.some((t) => uses(t, q.narrow?.outer ?? []))
      ? q.narrow
      : undefined;
  let totalCount: number | undefined;
  if (o.requireTotalCount) {
    const counted = narrow
      ? sql`SELECT count(*) AS n FROM ${asSql(narrow.from)} ${q.where.sql()}`
      : q.groupBy
        ? sql`SELECT count(*) AS n FROM (SELECT 1 ${body})`
        : sql`SELECT count(*) AS n ${body}`;
    totalCount = db.get<{ n: number }>(sql`${head}${counted}`).n;
    if (totalCount <= (o.skip ?? 0)) return { data: [], totalCount };
  }
  const paging = sql`LIMIT ${o.take ?? MAX_TAKE} OFFSET ${o.skip ?? 0}`;
  if (!narrow) return withTotal(db.all<R>(sql`${rows} ${paging}`), totalCount);
  // The page's keys from the narrow FROM (its indexes give the order), then their whole rows.
  const keyColumns = sql.join(
    [
      sql`${narrow.key} AS __key`,
      ...sorted.flatMap((f) =>
        typeof f === 'string' ? [sql`${asSql(q.select[f] as Fragment)} AS ${sql.raw(quote(f))}`] : [],
      ),
    ],
    sql`, `,
  );
  const keys = sql`SELECT ${keyColumns} FROM ${asSql(narrow.from)} ${q.where.sql()} ORDER BY ${order} ${paging}`;
  const page = sql`${head}SELECT ${columns} FROM ${asSql(q.from)} WHERE ${narrow.key} IN (SELECT __key FROM (${keys})) ORDER BY ${order}`;
  return withTotal(db.all<R>(page), totalCount);
}

const withTotal = <R>(data: R[], totalCount: number | undefined) =>
  totalCount === undefined ? { data } : { data, totalCount };

/** Every field as NULL but the ones given: a column set that does not show the others. */
export const only = (fields: readonly string[], select: Record<string, Fragment>): Record<string, Fragment> =>
  Object.fromEntries(fields.map((f) => [f, select[f] ?? 'NULL']));

export interface LookupQuery {
  /** The looked-up value's expression (distinct values, in order). */
  value: Fragment;
  /** Its shown text, when not the value itself. */
  text?: Fragment;
  from: Fragment;
  where: Where;
  desc?: boolean;
}

/** A paged lookup: distinct values starting with the typed text, ten at a time. */
export function lookupPage(
  db: PlantDb,
  q: LookupQuery,
  o: { skip?: number; take?: number; searchValue?: string },
): { data: { value: string; text: string }[]; totalCount: number } {
  const value = asSql(q.value);
  const where = q.where;
  if (o.searchValue) where.add(sql`${value} LIKE ${`${o.searchValue.replace(/[\\%_]/g, '\\$&')}%`} ESCAPE '\\'`);
  where.add(sql`${value} IS NOT NULL`);
  const body = sql`FROM ${asSql(q.from)} ${where.sql()}`;
  const { n } = db.get<{ n: number }>(sql`SELECT count(DISTINCT ${value}) AS n ${body}`);
  const text = q.text ? sql`max(${asSql(q.text)})` : value;
  const data = db.all<{ value: string; text: string }>(
    sql`SELECT ${value} AS value, ${text} AS text ${body} GROUP BY ${value} ORDER BY ${value} ${sql.raw(q.desc ? 'DESC' : 'ASC')} LIMIT ${o.take ?? LOOKUP_PAGE_SIZE} OFFSET ${o.skip ?? 0}`,
  );
  return { data, totalCount: n };
}

/** The fields of a search call's rows, from its contract: every one must be in the reply. */
export function rowFields(call: { response: unknown }): string[] {
  const shape = (call.response as { shape: { data: { element: { shape: Record<string, unknown> } } } }).shape;
  return Object.keys(shape.data.element.shape);
}

export interface LookupInput {
  plantID?: string;
  skip?: number;
  take?: number;
  searchValue?: string;
}
