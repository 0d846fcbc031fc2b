import type { AppRouter } from '@fgss/gateway/router';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { callHeaders } from './call-headers';
import { idempotencyHeader, idempotencyLink } from './idempotency-link';

/** Typed hooks for every gateway procedure: trpc.configuration.LocationMaster.list.useQuery(...). */
export const trpc = createTRPCReact<AppRouter>();

/** Queries go batched; each mutation alone, so that its Idempotency-Key is its own. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      idempotencyLink,
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink({ url: '/trpc', headers: ({ op }) => ({ ...callHeaders(), ...idempotencyHeader(op) }) }),
        false: httpBatchLink({ url: '/trpc', headers: callHeaders }),
      }),
    ],
  });
}
