import type { FieldSpec } from '@fgss/contracts';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { FilterSql, type GridColumn } from '../grid/filter-sql.js';
import { GridQuery, type Select } from '../grid/query.js';

/** A read-only grid over joined tables: each field of the entity is a column of one of them. */
export interface JoinedGrid<Row> {
  fields: Record<string, FieldSpec>;
  columns: Record<string, SQLiteColumn>;
  id: SQLiteColumn;
  defaultSort: { selector: string; desc?: boolean }[];
  /** The select of `selection` over the joined tables. */
  select: (db: PlantDb, selection: Record<string, unknown>) => unknown;
  /** A selected row as the grid sends it. */
  mapRow?: (row: Record<string, unknown>) => Row;
}

/** The load protocol over joined tables, by the same translator as the master grids (GridQuery). */
export function joinedGridQuery<Row>(grid: JoinedGrid<Row>): GridQuery<Row> {
  const names = Object.keys(grid.columns);
  const columns = new Map<string, GridColumn>(
    names.map((field) => [
      field,
      { field, spec: grid.fields[field] as FieldSpec, column: grid.columns[field] as SQLiteColumn },
    ]),
  );
  return new GridQuery<Row>({
    filters: new FilterSql(columns, grid.id),
    row: grid.columns,
    select: (db, selection) => grid.select(db, selection) as Select,
    defaultSort: grid.defaultSort,
    textFields: names.filter((f) => grid.fields[f]?.kind === 'text'),
    mapRow: grid.mapRow,
  });
}

/** A read-only grid over some columns of one table. */
export function tableGridQuery<Row>(
  grid: Pick<JoinedGrid<Row>, 'fields' | 'defaultSort'>,
  table: SQLiteTable,
  columns: Record<string, SQLiteColumn> & { id: SQLiteColumn },
): GridQuery<Row> {
  return joinedGridQuery<Row>({
    ...grid,
    columns,
    id: columns.id,
    select: (db, selection) =>
      db
        .select(selection as never)
        .from(table)
        .$dynamic(),
  });
}
