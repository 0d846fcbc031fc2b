import type { AppRouter } from '@fgss/gateway/router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { queryClient } from './query-client';
import { trpcClient } from './trpc-client';

/**
 * Every gateway procedure as TanStack Query options: `useQuery(trpc.configuration.LocationMaster
 * .list.queryOptions(input))`, `useMutation(trpc.x.save.mutationOptions())`,
 * `queryClient.invalidateQueries(trpc.x.pathFilter())`. tRPC's setup without React context: the web
 * is one page with one client, and screens name their procedures in module-level definitions.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
