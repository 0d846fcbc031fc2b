import { z } from 'zod';
import { MAX_TAKE } from '../constants.js';
import { FilterError, parseFilter } from './filter.js';

/**
 * DevExtreme-style grid load options. On the wire (gateway -> service) the structured members
 * travel as JSON text in the query string, exactly as DevExtreme's data source sends them; the
 * same schema accepts both forms, so the gateway and the services validate identically.
 */
const fromJson = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
const boolish = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const count = (max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`);

export const sortItem = z.object({ selector: z.string(), desc: z.boolean().optional() });
export type SortItem = z.infer<typeof sortItem>;

/**
 * Load options that choose the rows a grid is about (the parameter option, the plant, the printer
 * type), sent with every load and export of that grid.
 */
export const scopeParams = ['option', 'plantid', 'printerType'] as const;
export type ScopeParam = (typeof scopeParams)[number];
export type GridScope = Partial<Record<ScopeParam, string>>;

/** Load options accepted for a grid whose columns are `columns` (the whitelist). */
export function loadOptions(columns: readonly string[]) {
  const known = (field: string) => columns.includes(field);
  return z
    .object({
      skip: count(Number.MAX_SAFE_INTEGER).optional(),
      take: count(MAX_TAKE).optional(),
      requireTotalCount: boolish.optional(),
      sort: z.preprocess(fromJson, z.array(sortItem).max(10)).optional(),
      filter: z.preprocess(fromJson, z.array(z.unknown())).optional(),
      searchExpr: z.preprocess(fromJson, z.union([z.string(), z.array(z.string()).max(50)])).optional(),
      searchOperation: z.enum(['contains', 'startswith', '=']).optional(),
      searchValue: z.string().max(200).optional(),
      // The grid's scope (scopeParams): which rows the grid is about at all.
      option: z.string().max(50).optional(),
      plantid: z.string().max(10).optional(),
      printerType: z.string().max(30).optional(),
    })
    .superRefine((o, ctx) => {
      for (const s of o.sort ?? []) {
        if (!known(s.selector))
          ctx.addIssue({ code: 'custom', path: ['sort'], message: `Unknown column '${s.selector}' in sort` });
      }
      const search = typeof o.searchExpr === 'string' ? [o.searchExpr] : (o.searchExpr ?? []);
      for (const f of search) {
        if (!known(f))
          ctx.addIssue({ code: 'custom', path: ['searchExpr'], message: `Unknown column '${f}' in search` });
      }
      if (o.filter !== undefined && o.filter.length > 0) {
        try {
          parseFilter(o.filter, columns);
        } catch (e) {
          if (!(e instanceof FilterError)) throw e;
          ctx.addIssue({ code: 'custom', path: ['filter'], message: e.message });
        }
      }
    });
}
export type LoadOptions = z.infer<ReturnType<typeof loadOptions>>;

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

/** The grid reply of every load: rows, the total when asked, and an optional message. */
export function gridReply<R extends z.ZodType>(row: R) {
  return z.object({
    data: z.array(row),
    totalCount: z.number().int().optional(),
    message: z.string().nullable().optional(),
  });
}
