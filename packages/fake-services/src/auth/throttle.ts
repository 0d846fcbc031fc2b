import { countSignInAttempt, type SignInCounters, signInAttemptCalls, tooManySignInAttempts } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { CentralDb } from '../db/central.js';
import { ServiceError } from '../http/errors.js';
import { routeUrl } from '../http/routes.js';
import { findUserByNameOrEmail } from './directory.js';

/** Sign-in attempts allowed per minute, per client address and per username. */
export interface SignInLimits {
  perAddress: number;
  perUser: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAddress: 20, perUser: 10 };

/**
 * The authentication service throttles its own password calls, so a caller that skips the
 * gateway gets no more guesses. The address is the socket's, or X-Forwarded-For's when the
 * request comes from a trusted proxy (the gateway; see trustProxy of the plant). A user counts
 * once whether an attempt names them by username or by email.
 */
export function registerSignInThrottle(app: FastifyInstance, limits: SignInLimits, central: CentralDb): void {
  const counters: SignInCounters = {
    perAddress: new RateLimiterMemory({ keyPrefix: 'address', points: limits.perAddress, duration: 60 }),
    perUser: new RateLimiterMemory({ keyPrefix: 'user', points: limits.perUser, duration: 60 }),
  };
  const urls = new Set([...signInAttemptCalls].map(routeUrl));
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !urls.has(request.routeOptions.url ?? '')) return;
    const wait = await countSignInAttempt(counters, request.ip, request.body, (name) => {
      const user = findUserByNameOrEmail(central, name);
      return user ? `user ${user.id}` : name;
    });
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    throw new ServiceError(429, tooManySignInAttempts(wait));
  });
}
