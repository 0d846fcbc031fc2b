import { DEFAULT_PAGE_SIZE, type GridScope, messages } from '@fgss/contracts';
import type { MRT_ColumnFiltersState, MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import { screenMessage } from '../../app/api-error';
import { totalCount } from '../../app/total-count';
import { toast } from '../feedback/toast';
import type { ColumnField } from './columns';
import { type GridPath, useGridProcedures } from './grid-api';
import { exportLoadOptions, gridLoadOptions, type LoadOptionsSpec } from './load-options';
import type { Values } from './pending-changes';
import type { GridEntity } from './types';

/**
 * The server side of a master grid: paging, sorting, the filter row and the search panel as
 * table state, turned into load options for every load (and for the export), and the loaded page.
 */
export function useGridLoad<Row extends Values>(
  procedures: GridPath,
  entity: GridEntity<Row>,
  fields: ColumnField[],
  scope: GridScope | undefined,
) {
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<MRT_SortingState>(() =>
    entity.defaultSort.map((s) => ({ id: s.selector, desc: s.desc ?? false })),
  );
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');

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
  const calls = useGridProcedures<Row>(procedures, loadOptions);
  const { list } = calls;

  // A failed load or a reply carrying a message shows an empty grid and a 2-second warning; the
  // global handler has already told the user of a time-out or an expired session.
  useEffect(() => {
    const message = list.error ? screenMessage(list.error, messages.gatewayTimeout) : null;
    if (message) toast.warning(message);
  }, [list.error]);
  const replyMessage = list.isPlaceholderData ? null : list.data?.message;
  useEffect(() => {
    if (replyMessage) toast.warning(replyMessage);
  }, [replyMessage]);
  const failed = list.isError || Boolean(list.data?.message);
  const loaded = useMemo(() => (failed ? [] : (list.data?.data ?? [])), [failed, list.data]);
  const total = failed ? 0 : (list.data?.totalCount ?? 0);
  useEffect(() => totalCount.set(total), [total]);

  const firstPage = () => setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 }));

  return {
    ...calls,
    loaded,
    total,
    /** The table state and its handlers, for mantine-react-table's controlled state. */
    table: {
      state: { pagination, sorting, columnFilters, globalFilter },
      onPaginationChange: setPagination,
      onSortingChange: (u: MRT_Updater<MRT_SortingState>) => {
        setSorting(u);
        firstPage();
      },
      onColumnFiltersChange: (u: MRT_Updater<MRT_ColumnFiltersState>) => {
        setColumnFilters(u);
        firstPage();
      },
      onGlobalFilterChange: (value: string | undefined) => {
        if ((value ?? '') === globalFilter) return;
        setGlobalFilter(value ?? '');
        firstPage();
      },
    },
    cleanFilters: () => {
      setColumnFilters([]);
      setGlobalFilter('');
      firstPage();
    },
    /** The current selection without paging: what the Excel export reads. */
    exportOptions: () => exportLoadOptions({ sorting, columnFilters, globalFilter }, spec),
  };
}
