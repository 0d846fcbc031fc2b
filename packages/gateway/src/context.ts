import { acceptedLanguage, IDEMPOTENCY_KEY_HEADER, type SessionClaims, type SignInCounters } from '@fgss/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Upstream } from './forward.js';
import type { GatewayMetrics } from './metrics.js';
import { bearerToken, type TokenVerifier } from './token.js';

/** What every procedure knows about its caller, and the gateway parts it may use. */
export interface Context {
  /** Verified claims of the bearer token, when one was sent and is valid. */
  user: SessionClaims | null;
  /** The verified bearer token, forwarded to the services as the user's own. */
  token: string | null;
  requestId: string;
  /** The caller's Idempotency-Key for this mutation, forwarded to the service as is. */
  idempotencyKey: string | null;
  clientIp: string;
  /** The user's language as the web sends it ('EN', 'ES'), passed on as Accept-Language where the spec sends it. */
  language: string | null;
  log: FastifyBaseLogger;
  upstream: Upstream;
  signInCounters: SignInCounters;
  metrics: GatewayMetrics;
}

export interface ContextParts {
  verifyToken: TokenVerifier;
  upstream: Upstream;
  signInCounters: SignInCounters;
  metrics: GatewayMetrics;
}

/**
 * Builds the context of one request: the same for tRPC procedures and the hand-written routes.
 * The token is the Authorization header's unless given (an event stream's, from its ticket).
 */
export function contextFactory(parts: ContextParts) {
  return async (req: FastifyRequest, raw = bearerToken(req.headers.authorization)): Promise<Context> => {
    const user = raw ? await parts.verifyToken(raw) : null;
    return {
      user,
      token: user ? raw : null,
      requestId: req.id,
      idempotencyKey: headerText(req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
      clientIp: req.ip,
      language: acceptedLanguage(req.headers['accept-language']),
      log: req.log,
      upstream: parts.upstream,
      signInCounters: parts.signInCounters,
      metrics: parts.metrics,
    };
  };
}

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);
