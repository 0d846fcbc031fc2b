import { z } from 'zod';
import { MAX_TAKE } from '../constants.js';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../input-safety.js';
import { FilterError, GridFilter, parseFilter } from './filter.js';

/**
 * DevExtreme-style grid load options. On the wire (gateway -> service) the structured members
 * travel as JSON text in the query string, exactly as DevExtreme's data source sends them; the
 * same schema accepts both forms, so the gateway and the services validate identically.
 */
export const fromJson = (v: unknown) => {
  if (v instanceof GridFilter) return v.toJSON();
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
/** Text a user types into a grid's search or scope: no NUL or other control characters. */
const typedText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacter(v), CONTROL_CHARACTER_MESSAGE);
/** A boolean, also as the query string writes it ('true', 'false'). */
export const boolish = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const count = (max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`);

export const sortItem = z.object({ selector: z.string(), desc: z.boolean().optional() });
export type SortItem = z.infer<typeof sortItem>;

/**
 * One grouping level (DevExtreme's GroupingInfo): rows grouped by the selector's value, groups in
 * ascending or descending key order; `isExpanded: false` on the last level sends each group's
 * count instead of its rows. `groupInterval` groups numbers in ranges of that width.
 */
export const groupItem = sortItem.extend({
  isExpanded: z.boolean().optional(),
  groupInterval: z.union([z.number().int().positive(), z.string().max(20)]).optional(),
});
export type GroupItem = z.infer<typeof groupItem>;

export const summaryTypes = ['sum', 'min', 'max', 'avg', 'count'] as const;
export type SummaryType = (typeof summaryTypes)[number];
/** One summary (DevExtreme's SummaryInfo); a count needs no selector. */
export const summaryItem = z.object({ selector: z.string().optional(), summaryType: z.enum(summaryTypes) });
export type SummaryItem = z.infer<typeof summaryItem>;

/**
 * Load options that choose the rows a grid is about (the parameter option, the plant, the printer
 * type, the account calendar's year, the bar code rules' 2D type), sent with every load and export
 * of that grid. A grid takes the ones its entity (or call) declares, no other.
 */
const scopeOptions = {
  option: typedText(50).optional(),
  plantid: typedText(10).optional(),
  printerType: typedText(30).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  barCodeType2D: typedText(20).optional(),
};
export type ScopeParam = keyof typeof scopeOptions;
export const scopeParams = Object.keys(scopeOptions) as ScopeParam[];
export type GridScope = Partial<Record<ScopeParam, string>>;
/** The scope parameters an entity declares (entity.scope's keys). */
export const scopeOf = (entity: { scope?: Partial<Record<ScopeParam, string>> }) =>
  Object.keys(entity.scope ?? {}) as ScopeParam[];

const MAX_GROUP_LEVELS = 4;
const MAX_SUMMARIES = 20;

/** The members of load options that name columns (checked against the grid's). */
interface ColumnsNamed {
  sort?: SortItem[];
  group?: GroupItem[];
  totalSummary?: SummaryItem[];
  groupSummary?: SummaryItem[];
  searchExpr?: string | string[];
}

/**
 * Load options accepted for a grid whose columns are `columns` (the whitelist) and whose scope
 * parameters are `scope` (any other is not the grid's, and is dropped like any unknown member).
 */
export function loadOptions<S extends ScopeParam = never>(columns: readonly string[], scope: readonly S[] = []) {
  const known = (field: string) => columns.includes(field);
  const scoped = Object.fromEntries(scope.map((p) => [p, scopeOptions[p]])) as Pick<typeof scopeOptions, S>;
  return z
    .object({
      skip: count(Number.MAX_SAFE_INTEGER).optional(),
      take: count(MAX_TAKE).optional(),
      requireTotalCount: boolish.optional(),
      sort: z.preprocess(fromJson, z.array(sortItem).max(10)).optional(),
      // Parsed here, once per request: the handler reads the tree (GridFilter).
      filter: z
        .preprocess(fromJson, z.array(z.unknown()))
        .transform((raw, ctx) => {
          if (raw.length === 0) return undefined;
          try {
            return new GridFilter(parseFilter(raw, columns), raw);
          } catch (e) {
            if (!(e instanceof FilterError)) throw e;
            ctx.issues.push({ code: 'custom', message: e.message, input: raw });
            return z.NEVER;
          }
        })
        .optional(),
      // A count query answers only totalCount (DevExtreme's store.totalCount()).
      isCountQuery: boolish.optional(),
      group: z.preprocess(fromJson, z.array(groupItem).max(MAX_GROUP_LEVELS)).optional(),
      requireGroupCount: boolish.optional(),
      totalSummary: z.preprocess(fromJson, z.array(summaryItem).max(MAX_SUMMARIES)).optional(),
      groupSummary: z.preprocess(fromJson, z.array(summaryItem).max(MAX_SUMMARIES)).optional(),
      searchExpr: z.preprocess(fromJson, z.union([z.string(), z.array(z.string()).max(50)])).optional(),
      searchOperation: z.enum(['contains', 'startswith', '=']).optional(),
      searchValue: typedText(200).optional(),
      // The grid's scope: which rows the grid is about at all.
      ...scoped,
    })
    .superRefine((options, ctx) => {
      const o = options as ColumnsNamed;
      const check = (member: 'sort' | 'group' | 'totalSummary' | 'groupSummary', selector: string | undefined) => {
        if (selector !== undefined && !known(selector))
          ctx.addIssue({ code: 'custom', path: [member], message: `Unknown column '${selector}' in ${member}` });
      };
      for (const s of o.sort ?? []) check('sort', s.selector);
      for (const g of o.group ?? []) check('group', g.selector);
      for (const m of ['totalSummary', 'groupSummary'] as const) {
        for (const s of o[m] ?? []) {
          if (s.summaryType !== 'count' && s.selector === undefined)
            ctx.addIssue({ code: 'custom', path: [m], message: `A ${s.summaryType} summary needs a selector` });
          check(m, s.selector);
        }
      }
      const search = typeof o.searchExpr === 'string' ? [o.searchExpr] : (o.searchExpr ?? []);
      for (const f of search) {
        if (!known(f))
          ctx.addIssue({ code: 'custom', path: ['searchExpr'], message: `Unknown column '${f}' in search` });
      }
    });
}
/** Load options as a store reads them: any grid's, with every scope parameter a grid may have. */
export type LoadOptions = z.infer<ReturnType<typeof loadOptions<ScopeParam>>>;

/** Query-string form of load options: empty members are omitted (spec 1 section 5). */
export function encodeQuery(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return params;
}

/** A summary's value: a number, or for min and max the column's own value; null over no values. */
const summaryValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);
export type SummaryValue = z.infer<typeof summaryValue>;

/**
 * One group of a grouped load (DevExtreme.AspNet.Data's Group): its key, then its subgroups or
 * rows, or, when the level is not expanded, `items: null` and the count of its rows.
 */
export interface GridGroup<Row> {
  key: string | number | boolean | null;
  items: GridGroup<Row>[] | Row[] | null;
  count?: number;
  summary?: SummaryValue[];
}

function gridGroup<R extends z.ZodType>(row: R): z.ZodType<GridGroup<z.output<R>>> {
  const group: z.ZodType<GridGroup<z.output<R>>> = z.lazy(() =>
    z.object({
      key: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      items: z.union([z.array(row), z.array(group)]).nullable(),
      count: z.number().int().optional(),
      summary: z.array(summaryValue).optional(),
    }),
  );
  return group;
}

/**
 * The reply of a load that is never grouped (a lookup): rows, the total when asked, the total
 * summaries in the order asked, and an optional message. A count query's data is empty.
 */
export function rowsReply<R extends z.ZodType>(row: R) {
  return z.object({
    data: z.array(row),
    totalCount: z.number().int().optional(),
    summary: z.array(summaryValue).optional(),
    message: z.string().nullable().optional(),
  });
}

/**
 * The reply of a grid load (DevExtreme.AspNet.Data's LoadResult): as rowsReply, but when the load
 * is grouped its data are the top-level groups, with the number of them when asked.
 */
export function gridReply<R extends z.ZodType>(row: R) {
  return rowsReply(row).extend({
    data: z.union([z.array(row), z.array(gridGroup(row))]),
    groupCount: z.number().int().optional(),
  });
}
