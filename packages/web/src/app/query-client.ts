import { messages, TOAST_MS } from '@fgss/contracts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../kit/feedback/toast';
import { errorKind, markHandled } from './api-error';
import { session } from './session';

/**
 * Spec 1 section 8, once for every call: a 401 while signed in ends the session (the route
 * guards then return to /login); an unreachable gateway shows '504 Gateway Time-out' for 2 s.
 */
function onError(error: unknown): void {
  const kind = errorKind(error);
  if (kind === 'unauthorized' && session.get()) {
    markHandled(error);
    session.clear();
    toast.warning(messages.sessionExpired, TOAST_MS.short, { id: 'session-expired' });
  } else if (kind === 'unreachable') {
    markHandled(error);
    toast.error(messages.gatewayTimeout, TOAST_MS.short, { id: 'gateway-timeout' });
  }
}

/** Retrying only helps with a server hiccup; a 4xx, a 401 or a time-out would fail the same way. */
export const shouldRetry = (failureCount: number, error: unknown) => failureCount < 1 && errorKind(error) === 'failed';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
