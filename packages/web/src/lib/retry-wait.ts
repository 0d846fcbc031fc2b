import { TRPCClientError } from '@trpc/client';
import { useEffect, useMemo, useState } from 'react';

/**
 * The seconds a refusal for too many requests asks the user to wait (the gateway's Retry-After,
 * at least 1), or null when the error is no such refusal.
 */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  if ((error.data as { code?: string } | null | undefined)?.code !== 'TOO_MANY_REQUESTS') return null;
  const header = (error.meta?.response as Response | undefined)?.headers?.get('retry-after');
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
}

/** The whole seconds left of a wait of `seconds` that began at `since`, at `now` (both ms). */
export const secondsLeft = (seconds: number, since: number, now: number): number =>
  Math.max(0, Math.ceil(seconds - (now - since) / 1000));

/**
 * The seconds left before `error`'s refusal may be tried again, counting down once a second from
 * when the error arrived; 0 for any other error, or once the wait is over.
 */
export function useRetryWait(error: unknown): number {
  const wait = useMemo(() => {
    const seconds = retryAfterOf(error);
    return seconds === null ? null : { seconds, since: Date.now() };
  }, [error]);
  const [now, setNow] = useState(() => Date.now());
  const left = wait ? secondsLeft(wait.seconds, wait.since, now) : 0;
  useEffect(() => {
    if (left === 0) return;
    const tick = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(tick);
  }, [left]);
  return left;
}
