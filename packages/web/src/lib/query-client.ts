import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorKind } from './api-error';

/** Retrying only helps with a server hiccup; a 4xx, a 401 or a time-out would fail the same way. */
export const shouldRetry = (failureCount: number, error: unknown) => failureCount < 1 && errorKind(error) === 'failed';

/** The one query client: `onError` is told of every failed query and mutation (the app's call errors). */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
