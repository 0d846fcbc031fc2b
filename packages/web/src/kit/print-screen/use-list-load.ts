import type { FieldSpec, SortItem } from '@fgss/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSpecText } from '@/lib/i18n';
import { type QueryProcedure, queryOptionsOf, type RowOf } from '@/lib/procedures';
import { visibleFields } from '../master-grid/columns';
import { gridLoadOptions } from '../master-grid/load-options';
import { useGridReply, useServerTableState } from '../master-grid/server-table';

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
export function useListLoad<P extends QueryProcedure, Row = RowOf<P>>(
  procedure: P,
  entity: ListEntity,
  hidden: readonly string[],
  scope: Record<string, string | undefined> | null,
  { fresh = false } = {},
) {
  const table = useServerTableState();
  const { pagination, sorting, columnFilters, globalFilter } = table.state;
  const hiddenKey = hidden.join(',');
  const specText = useSpecText();
  const fields = useMemo(
    () =>
      visibleFields(
        entity.fields,
        Object.fromEntries(hiddenKey.split(',').map((f) => [f, { hidden: true }])),
        specText,
      ),
    [entity, hiddenKey, specText],
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
  const list = useQuery({
    ...queryOptionsOf<QueryProcedure>(procedure, input),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: scope !== null,
    refetchOnMount: fresh ? 'always' : true,
  });

  const { rows, total } = useGridReply<Row>(list, { blocked: scope === null });
  return {
    fields,
    rows,
    total,
    fetching: list.isFetching,
    reload: () => list.refetch(),
    ...table,
  };
}

export type ListLoad<Row> = ReturnType<typeof useListLoad<QueryProcedure, Row>>;
