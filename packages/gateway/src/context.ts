import type { TokenClaims } from '@fgss/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** What every procedure knows about its caller. */
export interface Context {
  /** Verified claims of the bearer token, when one was sent and is valid. */
  user: TokenClaims | null;
  /** The raw bearer token, forwarded to the services as the user's own. */
  token: string | null;
  requestId: string;
  log: FastifyBaseLogger;
}
