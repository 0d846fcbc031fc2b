import { registry } from '@fgss/contracts';
import { request } from 'undici';
import type { Upstream } from './forward.js';
import type { SessionCheck } from './token.js';

/** A revocation check must not hold a call up for long when the service is slow. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Asks the authentication service (GET authentication/session) whether a token still stands:
 * true on 2xx, false on 401 or 403 (revoked), null when the service cannot be asked.
 */
export function upstreamSessionCheck(upstream: Upstream): SessionCheck {
  const url = `${upstream.serviceUrls.auth}/${registry.auth.authentication.session.path}`;
  return async (token) => {
    try {
      const res = await request(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        dispatcher: upstream.dispatcher,
        signal: AbortSignal.timeout(Math.min(CHECK_TIMEOUT_MS, upstream.timeoutMs)),
      });
      await res.body.dump();
      if (res.statusCode >= 200 && res.statusCode < 300) return true;
      return res.statusCode === 401 || res.statusCode === 403 ? false : null;
    } catch {
      return null;
    }
  };
}
