import type { AppRouter } from '@fgss/gateway/router';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { currentLanguage } from './i18n';
import { idempotencyHeader, idempotencyLink } from './idempotency-link';
import { session } from './session';

/** Typed hooks for every gateway procedure: trpc.configuration.LocationMaster.list.useQuery(...). */
export const trpc = createTRPCReact<AppRouter>();

/** The bearer token, and the user's language, which the gateway passes on where the spec sends Accept-Language. */
const auth = (): Record<string, string> => {
  const token = session.get()?.token;
  const language = { 'accept-language': currentLanguage() };
  return token ? { ...language, authorization: `Bearer ${token}` } : language;
};

/** Queries go batched; each mutation alone, so that its Idempotency-Key is its own. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      idempotencyLink,
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink({ url: '/trpc', headers: ({ op }) => ({ ...auth(), ...idempotencyHeader(op) }) }),
        false: httpBatchLink({ url: '/trpc', headers: auth }),
      }),
    ],
  });
}
