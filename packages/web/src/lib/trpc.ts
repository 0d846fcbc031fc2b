import type { AppRouter } from '@fgss/gateway/router';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { callHeaders } from './call-headers';
import { idempotencyHeader, idempotencyLink } from './idempotency-link';
import { queryClient } from './query-client';

/**
 * The one tRPC client, for calls made outside TanStack Query (a check before a save, an upload).
 * Queries go batched; each mutation alone, so that its Idempotency-Key is its own.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    idempotencyLink,
    splitLink({
      condition: (op) => op.type === 'mutation',
      true: httpLink({ url: '/trpc', headers: ({ op }) => ({ ...callHeaders(), ...idempotencyHeader(op) }) }),
      false: httpBatchLink({ url: '/trpc', headers: callHeaders }),
    }),
  ],
});

/**
 * Every gateway procedure as TanStack Query options: `useQuery(trpc.configuration.LocationMaster
 * .list.queryOptions(input))`, `useMutation(trpc.x.save.mutationOptions())`,
 * `queryClient.invalidateQueries(trpc.x.pathFilter())`. tRPC's setup without React context: the web
 * is one page with one client, and screens name their procedures in module-level definitions.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
