import { DEFAULT_PAGE_SIZE, messages, type SortItem } from '@fgss/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MRT_ColumnFiltersState, MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import { screenMessage } from '@/lib/api-error';
import { toast } from '../feedback/toast';

/**
 * The table state of a server-side grid (paging, sorting, filter row, search panel) and its
 * mantine-react-table handlers: any change of sort or filter goes back to the first page.
 */
export function useServerTableState(defaultSort: readonly SortItem[] = []) {
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<MRT_SortingState>(() =>
    defaultSort.map((s) => ({ id: s.selector, desc: s.desc ?? false })),
  );
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const firstPage = () => setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 }));

  return {
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
    cleanFilters: () => {
      setColumnFilters([]);
      setGlobalFilter('');
      firstPage();
    },
  };
}

interface GridReplyShape<Row> {
  data: Row[];
  totalCount?: number;
  message?: string | null;
}

/**
 * The rows of a grid load. A failed load or a reply carrying a message shows an empty grid and a
 * 2-second warning; the global handler has already told the user of a time-out or an expired
 * session (`failure` is what a network failure reads). `blocked` grids (nothing to load yet) are
 * empty too.
 */
export function useGridReply<Row>(
  list: Pick<
    UseQueryResult<GridReplyShape<Row> | undefined, unknown>,
    'data' | 'error' | 'isError' | 'isPlaceholderData'
  >,
  { blocked = false, failure = messages.gatewayTimeout }: { blocked?: boolean; failure?: string } = {},
) {
  useEffect(() => {
    const message = list.error ? screenMessage(list.error, failure) : null;
    if (message) toast.warning(message);
  }, [list.error, failure]);
  const replyMessage = list.isPlaceholderData ? null : list.data?.message;
  useEffect(() => {
    if (replyMessage) toast.warning(replyMessage);
  }, [replyMessage]);
  const failed = blocked || list.isError || Boolean(list.data?.message);
  const rows = useMemo(() => (failed ? [] : (list.data?.data ?? [])), [failed, list.data]);
  return { rows, total: failed ? 0 : (list.data?.totalCount ?? rows.length) };
}
