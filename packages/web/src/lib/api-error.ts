import { TRPCClientError } from '@trpc/client';
import { currentLanguage, currentSpecText, textsIn } from './i18n';
import { retryAfterOf } from './retry-wait';

/**
 * How the app reacts to a failed call (spec 1 section 8): `unauthorized` ends the session,
 * `unreachable` is the gateway time-out (or no answer at all), `rejected` is a 4xx with a message
 * for the user, `failed` is anything else.
 */
export type ErrorKind = 'unauthorized' | 'unreachable' | 'rejected' | 'failed';

/** No tRPC error shape: the gateway never answered (network down, proxy error page). */
export const noAnswer = (error: unknown): boolean =>
  error instanceof TRPCClientError && !(error.data as { code?: string } | null | undefined)?.code;

export function errorKind(error: unknown): ErrorKind {
  if (!(error instanceof TRPCClientError)) return 'failed';
  if (noAnswer(error)) return 'unreachable';
  const data = error.data as { code: string; httpStatus?: number };
  if (data.code === 'UNAUTHORIZED') return 'unauthorized';
  if (data.code === 'GATEWAY_TIMEOUT') return 'unreachable';
  const status = data.httpStatus ?? 500;
  return status >= 400 && status < 500 ? 'rejected' : 'failed';
}

/** Errors the global handler has already shown to the user (session expiry, time-out). */
const handled = new WeakSet<object>();

export function markHandled(error: unknown): void {
  if (typeof error === 'object' && error !== null) handled.add(error);
}

/**
 * The message a screen should show for a failed call, in the user's language (the spec's
 * messages the services send; for too many requests, how long to wait), or null when the user
 * was already told.
 */
export function screenMessage(error: unknown, fallback: string): string | null {
  if (typeof error === 'object' && error !== null && handled.has(error)) return null;
  const wait = retryAfterOf(error);
  if (wait !== null) return textsIn(currentLanguage())('tooManyRequests', { n: wait });
  return currentSpecText()(error instanceof Error && error.message ? error.message : fallback);
}
