import { addDays, LOOKUP_PAGE_SIZE, MAX_TAKE, type SortItem } from '@fgss/contracts';
import type { PlantDb } from '../db/plant.js';
import { badRequest } from '../http/errors.js';

export type Param = string | number | null;
export type Row = Record<string, unknown>;

/**
 * The conditions of a report query, each with its bound parameters. SQL text comes from the
 * handlers only; every value from a request is a parameter.
 */
export class Where {
  private readonly parts: string[] = [];
  readonly params: Param[] = [];

  add(sql: string, ...params: Param[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }

  /** Adds the condition only when `value` is given (an empty filter means no filter). */
  when<V extends Param | undefined>(value: V, sql: string, ...params: Param[]): this {
    return value === undefined || value === null ? this : this.add(sql, ...(params.length ? params : [value]));
  }

  /** `column` on a day of `from`..`to` ('yyyy-MM-dd', both included) for date-time text. */
  days(column: string, from: string | undefined, to: string | undefined): this {
    if (from) this.add(`${column} >= ?`, from);
    if (to) this.add(`${column} < ?`, addDays(to, 1));
    return this;
  }

  /** This and `other`'s conditions together. */
  and(other: Where): Where {
    const both = new Where();
    both.parts.push(...this.parts, ...other.parts);
    both.params.push(...this.params, ...other.params);
    return both;
  }

  /** The conditions, or '1' when there are none. */
  conditions(): string {
    return this.parts.length ? this.parts.join(' AND ') : '1';
  }

  toString(): string {
    return this.parts.length ? `WHERE ${this.conditions()}` : '';
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
  select: Record<string, string>;
  /** FROM with its joins. */
  from: string;
  where: Where;
  groupBy?: string;
  /** Default order (fields), also the tie-breaker after the requested sort. */
  order: string[];
  /** Parameters of the select's expressions, in their order. */
  selectParams?: Param[];
  /** A CTE the query needs, with its parameters (bound before the others). */
  with?: { sql: string; params: Param[] };
}

const quote = (field: string) => `"${field.replaceAll('"', '""')}"`;

/**
 * One page of a report and, when asked, the total: the grid list reply of every search. The
 * rows are typed by the caller's contract (R); the query's select must name every field of it.
 */
export function reportPage<R = Row>(db: PlantDb, q: ReportQuery, o: Paging): { data: R[]; totalCount?: number } {
  const fields = Object.keys(q.select);
  for (const s of o.sort ?? [])
    if (!fields.includes(s.selector)) throw badRequest(`Unknown column '${s.selector}' in sort`);
  const requested = (o.sort ?? []).map((s) => `${quote(s.selector)} ${s.desc ? 'DESC' : 'ASC'}`);
  const order = [...requested, ...q.order.map(quote)];
  const head = q.with ? `WITH ${q.with.sql} ` : '';
  const params = [...(q.with?.params ?? []), ...q.where.params];
  const body = `FROM ${q.from} ${q.where} ${q.groupBy ? `GROUP BY ${q.groupBy}` : ''}`;
  const sqlite = db.$client;
  let totalCount: number | undefined;
  if (o.requireTotalCount) {
    const counted = q.groupBy ? `SELECT count(*) AS n FROM (SELECT 1 ${body})` : `SELECT count(*) AS n ${body}`;
    totalCount = (sqlite.prepare(`${head}${counted}`).get(params) as { n: number }).n;
    if (totalCount <= (o.skip ?? 0)) return { data: [], totalCount };
  }
  const columns = fields.map((f) => `${q.select[f]} AS ${quote(f)}`).join(', ');
  const data = sqlite
    .prepare(`${head}SELECT ${columns} ${body} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`)
    .all(
      ...(q.with?.params ?? []),
      ...(q.selectParams ?? []),
      ...q.where.params,
      o.take ?? MAX_TAKE,
      o.skip ?? 0,
    ) as R[];
  return totalCount === undefined ? { data } : { data, totalCount };
}

/** Every field as NULL but the ones given: a column set that does not show the others. */
export const only = (fields: readonly string[], select: Record<string, string>) =>
  Object.fromEntries(fields.map((f) => [f, select[f] ?? 'NULL']));

export interface LookupQuery {
  /** The looked-up value's expression (distinct values, in order). */
  value: string;
  /** Its shown text, when not the value itself. */
  text?: string;
  from: string;
  where: Where;
  desc?: boolean;
}

/** A paged lookup: distinct values starting with the typed text, ten at a time. */
export function lookupPage(
  db: PlantDb,
  q: LookupQuery,
  o: { skip?: number; take?: number; searchValue?: string },
): { data: { value: string; text: string }[]; totalCount: number } {
  const where = q.where;
  if (o.searchValue) where.add(`${q.value} LIKE ? ESCAPE '\\'`, `${o.searchValue.replace(/[\\%_]/g, '\\$&')}%`);
  where.add(`${q.value} IS NOT NULL`);
  const sqlite = db.$client;
  const body = `FROM ${q.from} ${where}`;
  const { n } = sqlite.prepare(`SELECT count(DISTINCT ${q.value}) AS n ${body}`).get(where.params) as { n: number };
  const text = q.text ?? q.value;
  const data = sqlite
    .prepare(
      `SELECT ${q.value} AS value, ${q.text ? `max(${text})` : q.value} AS text ${body} GROUP BY ${q.value} ORDER BY ${q.value} ${q.desc ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`,
    )
    .all(...where.params, o.take ?? LOOKUP_PAGE_SIZE, o.skip ?? 0) as { value: string; text: string }[];
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
