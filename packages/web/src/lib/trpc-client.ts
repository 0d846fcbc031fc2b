import type { AppRouter } from '@fgss/gateway/router';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { callHeaders } from './call-headers';
import { idempotencyHeader, idempotencyLink } from './idempotency-link';

/**
 * The one tRPC client, for calls made outside TanStack Query (a check before a save, an upload, the signed-out
 * pages' calls: features/auth/auth-calls.ts). Its own module, so the sign-in page loads no TanStack Query.
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
