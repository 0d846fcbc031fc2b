import type { AnyCall } from '../call.js';
import { authentication } from './authentication.js';

/** The calls that try a password or send a reset mail: throttled per client address and per username. */
export const signInAttemptCalls: ReadonlySet<AnyCall> = new Set<AnyCall>([
  authentication.token,
  authentication.resetPassword,
  authentication.changePassword,
]);

/** The part of a rate-limiter-flexible limiter the throttle uses (memory or Redis alike). */
export interface AttemptCounter {
  consume(key: string): Promise<unknown>;
}

export interface SignInCounters {
  perAddress: AttemptCounter;
  perUser: AttemptCounter;
}

export const tooManySignInAttempts = (seconds: number) => `Too many sign-in attempts. Try again in ${seconds} seconds.`;

/** The username an attempt names, the same key whatever its case or spacing. */
export function attemptUsername(input: unknown): string | null {
  const name = (input as { username?: unknown } | null)?.username;
  return typeof name === 'string' && name.trim() ? name.trim().toLowerCase().slice(0, 100) : null;
}

const waitOf = (rejection: unknown) => (rejection as { msBeforeNext?: unknown } | null)?.msBeforeNext;

/**
 * Counts one attempt against the caller's address and the username it names; the seconds to
 * wait when either is over its limit (the Retry-After), else 0. A store failure is rethrown.
 * `accountOf` gives the key of the account a name stands for, where the caller knows the users:
 * a user's username and email then count against one budget.
 */
export async function countSignInAttempt(
  counters: SignInCounters,
  address: string,
  input: unknown,
  accountOf: (name: string) => string = (name) => name,
): Promise<number> {
  const name = attemptUsername(input);
  const username = name && accountOf(name);
  const outcomes = await Promise.allSettled([
    counters.perAddress.consume(address),
    ...(username ? [counters.perUser.consume(username)] : []),
  ]);
  let waitMs = 0;
  for (const o of outcomes) {
    if (o.status === 'fulfilled') continue;
    const ms = waitOf(o.reason);
    if (typeof ms !== 'number') throw o.reason;
    waitMs = Math.max(waitMs, ms);
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}
