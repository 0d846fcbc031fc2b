import type { GridScope } from '@fgss/contracts';
import { useEffect, useMemo } from 'react';
import { totalCount } from '@/lib/total-count';
import type { ColumnField } from './columns';
import { type GridProcedures, type GridRowOf, type LoadedRow, useGridProcedures } from './grid-api';
import { exportLoadOptions, gridLoadOptions, type LoadOptionsSpec } from './load-options';
import { useGridReply, useServerTableState } from './server-table';
import type { GridEntity } from './types';

/**
 * The server side of a master grid: paging, sorting, the filter row and the search panel as
 * table state, turned into load options for every load (and for the export), and the loaded page.
 */
export function useGridLoad<N extends GridProcedures>(
  procedures: N,
  entity: GridEntity<GridRowOf<N>>,
  fields: ColumnField[],
  scope: GridScope | undefined,
) {
  const table = useServerTableState(entity.defaultSort);
  const { pagination, sorting, columnFilters, globalFilter } = table.state;

  const spec = useMemo<LoadOptionsSpec>(
    () => ({
      fields: entity.fields,
      searchFields: fields.filter((f) => f.spec.kind === 'text').map((f) => f.name),
      defaultSort: entity.defaultSort,
      scope,
    }),
    [entity, fields, scope],
  );
  const loadOptions = useMemo(
    () => gridLoadOptions({ pagination, sorting, columnFilters, globalFilter }, spec),
    [pagination, sorting, columnFilters, globalFilter, spec],
  );
  const calls = useGridProcedures(procedures, loadOptions);
  const { list } = calls;

  const { rows: loaded, total } = useGridReply<LoadedRow<N>>(list);
  useEffect(() => totalCount.set(total), [total]);

  return {
    ...calls,
    loaded,
    total,
    /** The table state and its handlers, for mantine-react-table's controlled state. */
    table,
    cleanFilters: table.cleanFilters,
    /** The current selection without paging: what the Excel export reads. */
    exportOptions: () => exportLoadOptions({ sorting, columnFilters, globalFilter }, spec),
  };
}
