import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorKind } from './api-error';
import { type CallMeta, reportCallError } from './call-failures';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Retrying only helps with a server hiccup; a 4xx, a 401 or a time-out would fail the same way. */
export const shouldRetry = (failureCount: number, error: unknown) => failureCount < 1 && errorKind(error) === 'failed';

/**
 * The one query client: every failed query and mutation goes to the app's call-error handler.
 * Calls go out even when the browser says it is offline: held until it is online again, a print
 * or a save would wait without a word, where the spec says the network failed.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportCallError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportCallError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
