import {
  type CallDef,
  DEFAULT_PAGE_SIZE,
  type FieldSpec,
  messages,
  type Registry,
  type SortItem,
} from '@fgss/contracts';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { MRT_ColumnFiltersState, MRT_PaginationState, MRT_SortingState, MRT_Updater } from 'mantine-react-table';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';
import { screenMessage } from '../../app/api-error';
import { trpc } from '../../app/trpc';
import { toast } from '../feedback/toast';
import { visibleFields } from '../master-grid/columns';
import { type GridLoadOptions, gridLoadOptions } from '../master-grid/load-options';

type Demand = Registry['demand'];
/** 'demand.Screen.call' of every demand GET call that answers a grid reply (part grids, status tabs). */
export type ListProcedure = {
  [S in keyof Demand & string]: {
    [C in keyof Demand[S] & string]: Demand[S][C] extends CallDef<z.ZodType, infer R, 'GET'>
      ? z.output<R> extends { data: unknown[] }
        ? `demand.${S}.${C}`
        : never
      : never;
  }[keyof Demand[S] & string];
}[keyof Demand & string];

interface ListReply<Row> {
  data: Row[];
  totalCount?: number;
  message?: string | null;
}
interface ListHook<Row> {
  useQuery(
    input: GridLoadOptions & Record<string, unknown>,
    opts: {
      placeholderData: typeof keepPreviousData;
      retry: false;
      enabled: boolean;
      refetchOnMount: boolean | 'always';
    },
  ): UseQueryResult<ListReply<Row>, Error>;
}

/** What a read-only server grid needs of its contract entity. */
export interface ListEntity {
  fields: Record<string, FieldSpec>;
  defaultSort: SortItem[];
}

/**
 * A read-only grid's server side: paging, sorting, the filter row and the search panel as load
 * options (the master grid's own translation), the screen's scope on top, and the loaded page.
 * Nothing loads while `scope` is null (no plant chosen yet). A `fresh` grid loads again each time
 * it is shown instead of showing what it loaded before (Status Update's tabs).
 */
export function useListLoad<Row>(
  procedure: ListProcedure,
  entity: ListEntity,
  hidden: readonly string[],
  scope: Record<string, string | undefined> | null,
  { fresh = false } = {},
) {
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<MRT_SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const hiddenKey = hidden.join(',');
  const fields = useMemo(
    () => visibleFields(entity.fields, Object.fromEntries(hiddenKey.split(',').map((f) => [f, { hidden: true }]))),
    [entity, hiddenKey],
  );
  const input = useMemo(
    () => ({
      ...gridLoadOptions(
        { pagination, sorting, columnFilters, globalFilter },
        {
          fields: entity.fields,
          searchFields: fields.filter((f) => f.spec.kind === 'text').map((f) => f.name),
          defaultSort: entity.defaultSort,
        },
      ),
      ...scope,
    }),
    [pagination, sorting, columnFilters, globalFilter, entity, fields, scope],
  );
  const hook = procedure.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], trpc);
  const list = (hook as ListHook<Row>).useQuery(input, {
    placeholderData: keepPreviousData,
    retry: false,
    enabled: scope !== null,
    refetchOnMount: fresh ? 'always' : true,
  });

  // As the master grid: a failed load or a reply message shows an empty grid and a warning.
  useEffect(() => {
    const message = list.error ? screenMessage(list.error, messages.gatewayTimeout) : null;
    if (message) toast.warning(message);
  }, [list.error]);
  const replyMessage = list.isPlaceholderData ? null : list.data?.message;
  useEffect(() => {
    if (replyMessage) toast.warning(replyMessage);
  }, [replyMessage]);
  const failed = list.isError || Boolean(list.data?.message) || scope === null;
  const rows = useMemo(() => (failed ? [] : (list.data?.data ?? [])), [failed, list.data]);

  const firstPage = () => setPagination((p) => (p.pageIndex === 0 ? p : { ...p, pageIndex: 0 }));
  return {
    fields,
    rows,
    total: failed ? 0 : (list.data?.totalCount ?? rows.length),
    fetching: list.isFetching,
    reload: () => list.refetch(),
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

export type ListLoad<Row> = ReturnType<typeof useListLoad<Row>>;
