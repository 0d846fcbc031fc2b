import { keepPreviousData, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import {
  type MutationProcedure,
  type QueryProcedure,
  queryOptionsOf,
  type RowOf,
  useInvalidateScreen,
  useProcedureFetch,
} from '@/lib/procedures';
import type { GridLoadOptions } from './load-options';
import type { Values } from './pending-changes';

/**
 * The procedures of a master grid, as a screen passes its contract's node
 * (`trpc.configuration.LocationMaster`): the load, the one-transaction save, and the primary rows
 * (getDefaults) when the entity has a primary field.
 */
export interface GridProcedures {
  list: QueryProcedure;
  save: MutationProcedure;
  getDefaults?: QueryProcedure;
  /** What a row's looked-up code fills ({Screen}/Fill), when the entity's lookups fill cells. */
  fill?: QueryProcedure;
}

/** The row type a grid's list procedure answers. */
export type GridRowOf<N extends GridProcedures> = RowOf<N['list']>;
/** A loaded row as the kit handles it: the screen's row, read by field name. */
export type LoadedRow<N extends GridProcedures> = GridRowOf<N> & Values;

export interface GridReply<Row> {
  data: Row[];
  totalCount?: number;
  message?: string | null;
}

/** The grid's load, save, reload and primary rows, typed by the screen's procedures. */
export function useGridProcedures<N extends GridProcedures>(procedures: N, input: GridLoadOptions) {
  const list: UseQueryResult<GridReply<LoadedRow<N>> | undefined, unknown> = useQuery({
    ...queryOptionsOf(procedures.list, input),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const save = useMutation(procedures.save.mutationOptions());
  // The screen's lookups too: one that leaves out codes in use changes with the rows.
  const reload = useInvalidateScreen(procedures.list);
  const fetchDefaults = useProcedureFetch(procedures.getDefaults);
  const primaryRows = (): Promise<LoadedRow<N>[]> => fetchDefaults({});
  return { list, save, reload, primaryRows };
}
