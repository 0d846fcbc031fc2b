import type { GridGroup } from '@fgss/contracts';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUntypedClient } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import type { DecorateProcedure, InferQueryLikeData, InferQueryLikeInput } from '@trpc/react-query/shared';
import type { CallMeta } from './query-client';
import { trpc } from './trpc';

/**
 * Procedure objects of the tRPC proxy (`trpc.configuration.LocationMaster.list`) as the kits take
 * them: a screen hands over its contract's procedures, and a kit reads their input and reply types
 * from them instead of walking the proxy by a dotted name or re-typing replies.
 */
// biome-ignore lint/suspicious/noExplicitAny: the widest procedure, as tRPC's own getQueryKey takes it
export type QueryProcedure = DecorateProcedure<'query', any>;
// biome-ignore lint/suspicious/noExplicitAny: the widest procedure, as tRPC's own getMutationKey takes it
export type MutationProcedure = DecorateProcedure<'mutation', any>;
/**
 * A query procedure that answers exactly `Reply` (a kit that reads the reply's members needs to
 * know them); replies are compared exactly, as tRPC's hook types are invariant in them.
 */
export type QueryAnswering<Reply> = DecorateProcedure<
  'query',
  // biome-ignore lint/suspicious/noExplicitAny: any input and error shape; the reply is what the kit reads
  { input: any; output: Reply; transformer: false; errorShape: any }
>;

/** What a query procedure takes and answers. */
export type InputOf<P> = InferQueryLikeInput<P>;
export type ReplyOf<P> = InferQueryLikeData<P>;
/** What a mutation procedure takes and answers. */
export type MutationInputOf<P> = P extends DecorateProcedure<'mutation', infer D> ? D['input'] : never;
export type MutationReplyOf<P> = P extends DecorateProcedure<'mutation', infer D> ? D['output'] : never;

/** The row type of a procedure answering a grid reply ({ data: Row[] }; the web never asks for groups). */
export type RowOf<P> = ReplyOf<P> extends { data: (infer Row)[] } ? Exclude<Row, GridGroup<unknown>> : never;

/** A procedure's dotted name ('configuration.LocationMaster.list'), from tRPC's own query key. */
export const procedurePath = (procedure: QueryProcedure): string => getQueryKey(procedure)[0].join('.');

/** The key `procedure.useQuery(input)` caches under, so the kits' own queries share its cache. */
const queryKeyOf = (procedure: QueryProcedure, input: unknown) => getQueryKey(procedure, input as never, 'query');

/**
 * A function that runs a query procedure once, outside the render (lookups, the primary rows
 * before a save), through the query cache under tRPC's own key. Calling it for an absent
 * procedure (a call the screen's contract does not have) is a programming error.
 */
export function useProcedureFetch<P extends QueryProcedure>(
  procedure: P | undefined,
): (input: InputOf<P>) => Promise<ReplyOf<P>> {
  const { client } = trpc.useUtils();
  const queryClient = useQueryClient();
  return (input) => {
    if (!procedure) throw new Error('The screen has no such procedure');
    return queryClient.fetchQuery({
      queryKey: queryKeyOf(procedure, input),
      queryFn: () => getUntypedClient(client).query(procedurePath(procedure), input),
    }) as Promise<ReplyOf<P>>;
  };
}

/**
 * The query of a procedure a screen's contract may not have (a print screen's speed or customer
 * lookup): disabled while it is absent, otherwise the same query as `procedure.useQuery`.
 */
export function useOptionalQuery<P extends QueryProcedure>(
  procedure: P | undefined,
  input: InputOf<P>,
  { enabled = true, refetchInterval, meta }: { enabled?: boolean; refetchInterval?: number; meta?: CallMeta } = {},
): UseQueryResult<ReplyOf<P>> {
  const { client } = trpc.useUtils();
  return useQuery({
    queryKey: procedure ? queryKeyOf(procedure, input) : ['absent procedure'],
    queryFn: () => getUntypedClient(client).query(procedurePath(procedure as P), input) as Promise<ReplyOf<P>>,
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
  const [path] = getQueryKey(procedure);
  return () => queryClient.invalidateQueries({ queryKey: [path.slice(0, -1)] });
}
