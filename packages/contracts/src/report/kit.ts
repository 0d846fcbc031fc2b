import { z } from 'zod';
import { defineCall } from '../call.js';
import { loadOptions, type SortItem } from '../grid/load-options.js';
import { messages } from '../messages.js';
import { reportMessages } from './messages.js';
import { parseReportDate } from './rules/dates.js';
import type { ReportIssue } from './rules/issues.js';

/** What every report call shares: service 'report', module MISReports, the screen's read right. */
export const REPORT_MODULE = 'MISReports';
export const readReport = (screen: string) =>
  ({ kind: 'screen', module: REPORT_MODULE, screen, action: 'read' }) as const;

/** Report option (S summary, D detail) and part number option (C customer, S SEWS), spec 3 section 9. */
export const reportOption = z.enum(['S', 'D']).default('S');
export const partNumberOption = z.enum(['C', 'S']).default('S');

/** An optional text filter: blank means no filter (spec 3 section 5: empty filters are omitted). */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, reportMessages.tooLongText(max))
    .optional()
    .transform((v) => v || undefined);

/** A report date, 'yyyy-MM-dd' or 'yyyy/MM/dd' on the wire, 'yyyy-MM-dd' once parsed. */
export const reportDate = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v?.trim()) return undefined;
    const iso = parseReportDate(v);
    if (!iso) ctx.addIssue({ code: 'custom', message: messages.invalidDate });
    return iso ?? undefined;
  });

export const dateRange = { dateFrom: reportDate, dateTo: reportDate };

/** The plant a report is about (max 12, spec 3 section 9). */
export const plantID = z.string().trim().min(1, reportMessages.cannotBeBlank).max(12);

/** skip, take, requireTotalCount and sort exactly as the grids' load options read them. */
const { skip, take, requireTotalCount, sort } = loadOptions([]).shape;
const paging = { skip, take, requireTotalCount, sort };

/** An item of a lookup: the value sent back as a filter and the text shown. */
export const reportLookupItem = z.object({ value: z.string(), text: z.string() });
export type ReportLookupItem = z.infer<typeof reportLookupItem>;

/**
 * A paged lookup (ASN or part numbers...), ten at a time (spec 3 section 9): the typed text
 * in `searchValue`, the scope (plant, type...) in `scope`.
 */
export function reportLookup<S extends z.ZodRawShape>(screen: string, path: string, scope: S) {
  return defineCall({
    service: 'report',
    method: 'GET',
    path,
    access: readReport(screen),
    input: z.object({ skip, take, searchValue: text(50), ...scope }),
    response: z.object({ data: z.array(reportLookupItem), totalCount: z.number().int() }),
  });
}

/** A short fixed list for a select (years, months, types, locations). */
export function reportOptions<S extends z.ZodRawShape>(screen: string, path: string, input: S) {
  return defineCall({
    service: 'report',
    method: 'GET',
    path,
    access: readReport(screen),
    input: z.object(input),
    response: z.array(reportLookupItem),
  });
}

export interface ReportSearchDef<F extends z.ZodRawShape, R extends z.ZodRawShape> {
  filters: F;
  row: R;
  /** The columns shown for these filters (summary or detail...), in the spec's order. */
  columns: (f: z.output<z.ZodObject<F>>) => readonly (keyof R & string)[];
  /** The report's validation rules (rules/), which the web, gateway and services share. */
  rules?: (f: z.output<z.ZodObject<F>>) => ReportIssue[];
}

/**
 * The search of a report: GET {path} with the report's filters plus skip, take,
 * requireTotalCount and sort, replying { data, totalCount }. The shape is a grid list's, so
 * POST /api/export streams any report's whole result with no code of its own.
 */
export function reportSearch<F extends z.ZodRawShape, R extends z.ZodRawShape>(
  screen: string,
  path: string,
  def: ReportSearchDef<F, R>,
) {
  const input = z.object({ ...def.filters, ...paging }).superRefine((o, ctx) => {
    const f = o as unknown as z.output<z.ZodObject<F>>;
    for (const issue of def.rules?.(f) ?? [])
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    const shown: readonly string[] = def.columns(f);
    for (const s of (o as { sort?: SortItem[] }).sort ?? []) {
      if (!shown.includes(s.selector))
        ctx.addIssue({ code: 'custom', path: ['sort'], message: `Unknown column '${s.selector}' in sort` });
    }
  });
  return defineCall({
    service: 'report',
    method: 'GET',
    path,
    access: readReport(screen),
    input,
    response: z.object({ data: z.array(z.object(def.row)), totalCount: z.number().int().optional() }),
  });
}

/** The filters of a search call as its handler gets them (without the paging members). */
export type SearchInput<C extends { input: z.ZodType }> = z.output<C['input']>;

/** Shorthands for row columns. */
export const col = {
  text: z.string(),
  maybeText: z.string().nullable(),
  int: z.number().int(),
  maybeInt: z.number().int().nullable(),
} as const;

/**
 * A column of a spec report's row: its type and its header in the spec's English, as a master's
 * field carries its label. The web's grid and the export read the header from here (Spanish by
 * lib/texts/spec-es).
 */
export interface LabelledColumn<T extends z.ZodType = z.ZodType> {
  type: T;
  label: string;
}
export const column = <T extends z.ZodType>(type: T, label: string): LabelledColumn<T> => ({ type, label });

/** The row schema's shape of labelled columns, for the search's response. */
export function rowShape<R extends Record<string, LabelledColumn>>(row: R): { [K in keyof R]: R[K]['type'] } {
  return Object.fromEntries(Object.entries(row).map(([field, c]) => [field, c.type])) as {
    [K in keyof R]: R[K]['type'];
  };
}
