import type { CallDef, FieldSpec, Registry, SortItem } from '@fgss/contracts';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { trpc } from '@/lib/trpc';
import { visibleFields } from '../master-grid/columns';
import { type GridLoadOptions, gridLoadOptions } from '../master-grid/load-options';
import { useGridReply, useServerTableState } from '../master-grid/server-table';

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
  const table = useServerTableState();
  const { pagination, sorting, columnFilters, globalFilter } = table.state;
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

  const { rows, total } = useGridReply(list, { blocked: scope === null });
  return {
    fields,
    rows,
    total,
    fetching: list.isFetching,
    reload: () => list.refetch(),
    ...table,
  };
}

export type ListLoad<Row> = ReturnType<typeof useListLoad<Row>>;
