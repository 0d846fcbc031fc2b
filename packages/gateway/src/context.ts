import { IDEMPOTENCY_KEY_HEADER, type TokenClaims } from '@fgss/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Upstream } from './forward.js';
import type { FixedWindowLimiter } from './rate-limit.js';
import { bearerToken, type TokenVerifier } from './token.js';

/** What every procedure knows about its caller, and the gateway parts it may use. */
export interface Context {
  /** Verified claims of the bearer token, when one was sent and is valid. */
  user: TokenClaims | null;
  /** The verified bearer token, forwarded to the services as the user's own. */
  token: string | null;
  requestId: string;
  /** The caller's Idempotency-Key for this mutation, forwarded to the service as is. */
  idempotencyKey: string | null;
  clientIp: string;
  log: FastifyBaseLogger;
  upstream: Upstream;
  signInLimiter: FixedWindowLimiter;
}

export interface ContextParts {
  verifyToken: TokenVerifier;
  upstream: Upstream;
  signInLimiter: FixedWindowLimiter;
}

/** Builds the context of one request: the same for tRPC procedures and the hand-written routes. */
export function contextFactory(parts: ContextParts) {
  return async (req: FastifyRequest): Promise<Context> => {
    const raw = bearerToken(req.headers.authorization);
    const user = raw ? await parts.verifyToken(raw) : null;
    return {
      user,
      token: user ? raw : null,
      requestId: req.id,
      idempotencyKey: headerText(req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
      clientIp: req.ip,
      log: req.log,
      upstream: parts.upstream,
      signInLimiter: parts.signInLimiter,
    };
  };
}

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);
