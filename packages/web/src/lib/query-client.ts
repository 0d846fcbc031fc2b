import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorKind } from './api-error';

/**
 * What a call says of its failures. `showsOwnFailure`: the screen tells the user itself, where
 * they look (a print's result in the print panel, the printer's state beside its selector), so
 * the app's toast would only say it a second time.
 */
export interface CallMeta extends Record<string, unknown> {
  showsOwnFailure?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Retrying only helps with a server hiccup; a 4xx, a 401 or a time-out would fail the same way. */
export const shouldRetry = (failureCount: number, error: unknown) => failureCount < 1 && errorKind(error) === 'failed';

/** What the app does with a failed call (app/call-errors.ts); nothing until it says. */
let callErrorHandler: (error: unknown, meta: CallMeta | undefined) => void = () => {};

/** The app tells the query client what to do with every failed query and mutation. */
export function handleCallErrors(handler: (error: unknown, meta: CallMeta | undefined) => void): void {
  callErrorHandler = handler;
}

/**
 * The one query client: every failed query and mutation goes to the app's call-error handler.
 * Calls go out even when the browser says it is offline: held until it is online again, a print
 * or a save would wait without a word, where the spec says the network failed.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => callErrorHandler(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => callErrorHandler(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
