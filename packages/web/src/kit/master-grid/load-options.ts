import { type FieldSpec, type GridScope, MAX_TAKE, type SortItem } from '@fgss/contracts';

/** The part of the table state that decides which rows the server returns. */
export interface GridQueryState {
  pagination: { pageIndex: number; pageSize: number };
  sorting: { id: string; desc: boolean }[];
  columnFilters: { id: string; value: unknown }[];
  globalFilter: string;
}

export interface LoadOptionsSpec {
  fields: Record<string, FieldSpec>;
  /** The visible text columns: what the search panel searches. */
  searchFields: string[];
  defaultSort: SortItem[];
  /** The grid's scope (the chosen plant, option or printer type), sent with every load. */
  scope?: GridScope;
}

type Condition = [string, string, string | number | boolean];
export type FilterExpression = Condition | (Condition | 'and')[];

/** What the export sends: the whole filtered and sorted data set, no paging. */
export interface ExportLoadOptions extends GridScope {
  sort: SortItem[];
  filter?: FilterExpression;
  searchExpr?: string[];
  searchValue?: string;
}

export interface GridLoadOptions extends ExportLoadOptions {
  skip: number;
  take: number;
  requireTotalCount: true;
}

function condition(field: FieldSpec | undefined, id: string, raw: unknown): Condition | undefined {
  const text = String(raw ?? '').trim();
  if (!field || text === '') return undefined;
  switch (field.kind) {
    case 'bool':
      return text === 'true' || text === 'false' ? [id, '=', text === 'true'] : undefined;
    case 'int':
    case 'id':
      return Number.isFinite(Number(text)) ? [id, '=', Number(text)] : undefined;
    case 'text':
      return [id, 'contains', text];
  }
}

/** The filter row as a DevExtreme filter: one condition alone, several joined with 'and'; none omitted. */
export function filterExpression(
  columnFilters: GridQueryState['columnFilters'],
  fields: Record<string, FieldSpec>,
): FilterExpression | undefined {
  const conditions = columnFilters
    .map((f) => condition(fields[f.id], f.id, f.value))
    .filter((c): c is Condition => c !== undefined);
  if (conditions.length === 0) return undefined;
  if (conditions.length === 1) return conditions[0];
  return conditions.flatMap((c, i) => (i === 0 ? [c] : ['and' as const, c]));
}

export function exportLoadOptions(state: Omit<GridQueryState, 'pagination'>, spec: LoadOptionsSpec): ExportLoadOptions {
  const options: ExportLoadOptions = {
    sort: state.sorting.length
      ? state.sorting.map((s) => ({ selector: s.id, desc: s.desc }))
      : spec.defaultSort.map((s) => ({ selector: s.selector, desc: s.desc ?? false })),
  };
  const filter = filterExpression(state.columnFilters, spec.fields);
  if (filter) options.filter = filter;
  const search = state.globalFilter.trim();
  if (search && spec.searchFields.length > 0) {
    options.searchExpr = spec.searchFields;
    options.searchValue = search;
  }
  return { ...options, ...spec.scope };
}

/** The load options of one page: server-side paging, sorting, filtering and search. */
export function gridLoadOptions(state: GridQueryState, spec: LoadOptionsSpec): GridLoadOptions {
  const take = Math.min(state.pagination.pageSize, MAX_TAKE);
  return {
    skip: state.pagination.pageIndex * take,
    take,
    requireTotalCount: true,
    ...exportLoadOptions(state, spec),
  };
}
