import type { SignInCounters } from '@fgss/contracts';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

export interface SignInLimits {
  /** Attempts per minute per client address. */
  perAddress: number;
  /** Attempts per minute per username, whatever the address. */
  perUser: number;
}

/** The sign-in counters and what must be closed with the gateway. */
export interface SignInLimiter {
  counters: SignInCounters;
  /** Settles once the store can be used (Redis connected, or given up on for now). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** How long the gateway waits for Redis on start before counting in memory meanwhile. */
const CONNECT_WAIT_MS = 3_000;

const WINDOW_SECONDS = 60;

/**
 * Sign-in, reset and change attempts counted per client address and per username. In memory by
 * default (one instance); with a Redis URL every gateway instance counts in the same Redis, so
 * replicas behind a load balancer share one limit. Should Redis be unreachable, each instance
 * falls back to its own memory counters rather than letting every attempt through.
 */
export async function signInLimiter(limits: SignInLimits, redisUrl: string | null): Promise<SignInLimiter> {
  const memory = (keyPrefix: string, points: number) =>
    new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
  if (!redisUrl) {
    return {
      counters: { perAddress: memory('address', limits.perAddress), perUser: memory('user', limits.perUser) },
      ready: Promise.resolve(),
      close: async () => {},
    };
  }
  // Loaded only when configured: a gateway counting in memory need not hold a Redis client.
  const { Redis } = await import('ioredis');
  // No offline queue: a call while Redis is down fails at once and the insurance limiter answers.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const shared = (keyPrefix: string, points: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `fgss-signin-${keyPrefix}`,
      points,
      duration: WINDOW_SECONDS,
      insuranceLimiter: memory(keyPrefix, points),
    });
  return {
    counters: { perAddress: shared('address', limits.perAddress), perUser: shared('user', limits.perUser) },
    ready: new Promise((settle) => {
      redis.once('ready', settle);
      setTimeout(settle, CONNECT_WAIT_MS).unref();
    }),
    close: async () => {
      redis.disconnect();
    },
  };
}
