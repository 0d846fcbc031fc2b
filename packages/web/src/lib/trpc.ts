import type { AppRouter } from '@fgss/gateway/router';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { session } from './session';

/** Typed hooks for every gateway procedure: trpc.configuration.LocationMaster.list.useQuery(...). */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers: () => {
          const token = session.get()?.token;
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
