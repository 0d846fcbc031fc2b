import { type FieldSpec, FilterError, type FilterNode, type LoadOptions, MAX_TAKE, parseFilter } from '@fgss/contracts';
import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { FilterSql, type GridColumn } from '../grid/filter-sql.js';
import { badRequest } from '../http/errors.js';

/** A read-only grid over joined tables: each field of the entity is a column of one of them. */
export interface JoinedGrid {
  fields: Record<string, FieldSpec>;
  columns: Record<string, SQLiteColumn>;
  id: SQLiteColumn;
  defaultSort: { selector: string; desc?: boolean }[];
}

/**
 * The where and order of a grid load over joins, from the same filter translator as the master
 * grids (FilterSql): filter, search over the text fields, sort, then the id so pages never overlap.
 */
export function gridClauses(
  grid: JoinedGrid,
  o: LoadOptions,
  scope: SQL[],
): { where: SQL | undefined; orderBy: SQL[] } {
  const names = Object.keys(grid.columns);
  const columns = new Map<string, GridColumn>(
    names.map((field) => [
      field,
      { field, spec: grid.fields[field] as FieldSpec, column: grid.columns[field] as SQLiteColumn },
    ]),
  );
  const filters = new FilterSql(columns, grid.id);
  const nodes: FilterNode[] = [];
  try {
    if (o.filter && o.filter.length > 0) nodes.push(parseFilter(o.filter, names));
  } catch (e) {
    if (e instanceof FilterError) throw badRequest(e.message);
    throw e;
  }
  if (o.searchValue) {
    const fields =
      typeof o.searchExpr === 'string'
        ? [o.searchExpr]
        : (o.searchExpr ?? names.filter((f) => grid.fields[f]?.kind === 'text'));
    const op = o.searchOperation ?? 'contains';
    nodes.push({
      kind: 'group',
      join: 'or',
      nodes: fields.map((field) => ({ kind: 'condition', field, op, value: o.searchValue as string })),
    });
  }
  const sort = o.sort && o.sort.length > 0 ? o.sort : grid.defaultSort;
  const orderBy = sort.map((s) => {
    const column = grid.columns[s.selector];
    if (!column) throw badRequest(`Unknown column '${s.selector}' in sort`);
    return s.desc ? desc(column) : asc(column);
  });
  orderBy.push(asc(grid.id));
  return { where: and(...scope, ...nodes.map((n) => filters.compile(n, false))), orderBy };
}

export const page = (o: LoadOptions) => ({ limit: o.take ?? MAX_TAKE, offset: o.skip ?? 0 });
