import type { GridGroup } from '@fgss/contracts';
import {
  type QueryFunction,
  type QueryKey,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  DecorateMutationProcedure,
  DecorateQueryProcedure,
  inferInput,
  inferOutput,
} from '@trpc/tanstack-react-query';
import type { CallMeta } from './call-failures';

/**
 * Procedure objects of the tRPC options proxy (`trpc.configuration.LocationMaster.list`) as the
 * kits take them: a screen hands over its contract's procedures, and a kit reads their input and
 * reply types from them instead of walking the proxy by a dotted name or re-typing replies.
 */
// biome-ignore lint/suspicious/noExplicitAny: the widest query procedure
export type QueryProcedure = DecorateQueryProcedure<any>;
// biome-ignore lint/suspicious/noExplicitAny: the widest mutation procedure
export type MutationProcedure = DecorateMutationProcedure<any>;
/** A query procedure that answers exactly `Reply` (a kit that reads the reply's members needs to know them). */
export type QueryAnswering<Reply> = DecorateQueryProcedure<{
  // biome-ignore lint/suspicious/noExplicitAny: any input; the reply is what the kit reads
  input: any;
  output: Reply;
  transformer: false;
  // biome-ignore lint/suspicious/noExplicitAny: any error shape
  errorShape: any;
  featureFlags: { keyPrefix: false };
}>;

/** What a procedure (query or mutation) takes and answers. */
export type InputOf<P> = P extends QueryProcedure | MutationProcedure ? inferInput<P> : never;
export type ReplyOf<P> = P extends QueryProcedure | MutationProcedure ? inferOutput<P> : never;

/** The row type of a procedure answering a grid reply ({ data: Row[] }; the web never asks for groups). */
export type RowOf<P> = ReplyOf<P> extends { data: (infer Row)[] } ? Exclude<Row, GridGroup<unknown>> : never;

/** A procedure's dotted name ('configuration.LocationMaster.list'), from its query key. */
export const procedurePath = (procedure: QueryProcedure): string => procedure.pathKey()[0].join('.');

/**
 * A kit's query of a procedure it is handed: the procedure's own `queryOptions` (key and call),
 * typed by its reply, which tRPC's overloads cannot work out for a procedure of any reply.
 */
export function queryOptionsOf<P extends QueryProcedure>(
  procedure: P,
  input: InputOf<P>,
): { queryKey: QueryKey; queryFn: QueryFunction<ReplyOf<P>> } {
  return procedure.queryOptions(input) as unknown as { queryKey: QueryKey; queryFn: QueryFunction<ReplyOf<P>> };
}

/**
 * A function that runs a query procedure once, outside the render (lookups, the primary rows
 * before a save), through the query cache under the key its `queryOptions` use. Calling it for an
 * absent procedure (a call the screen's contract does not have) is a programming error.
 */
export function useProcedureFetch<P extends QueryProcedure>(
  procedure: P | undefined,
): (input: InputOf<P>) => Promise<ReplyOf<P>> {
  const queryClient = useQueryClient();
  return (input) => {
    if (!procedure) throw new Error('The screen has no such procedure');
    return queryClient.fetchQuery(queryOptionsOf(procedure, input));
  };
}

/**
 * The query of a procedure a screen's contract may not have (a print screen's speed or customer
 * lookup): disabled while it is absent, otherwise the procedure's own query.
 */
export function useOptionalQuery<P extends QueryProcedure>(
  procedure: P | undefined,
  input: InputOf<P>,
  { enabled = true, refetchInterval, meta }: { enabled?: boolean; refetchInterval?: number; meta?: CallMeta } = {},
): UseQueryResult<ReplyOf<P>> {
  return useQuery({
    ...(procedure ? queryOptionsOf(procedure, input) : { queryKey: ['absent procedure'] }),
    enabled: procedure !== undefined && enabled,
    refetchInterval,
    meta,
  });
}

/**
 * Marks every cached query of a procedure's screen stale (its siblings in the tree): after a
 * save, the screen's lookups change too when they leave out codes the rows now use.
 */
export function useInvalidateScreen(procedure: QueryProcedure): () => Promise<void> {
  const queryClient = useQueryClient();
  const [path] = procedure.pathKey();
  return () => queryClient.invalidateQueries({ queryKey: [path.slice(0, -1)] });
}
