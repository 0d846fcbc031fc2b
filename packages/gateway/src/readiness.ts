import type { ServiceName } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import type { Upstream } from './forward.js';

/** A service that has not answered within this is not ready, whatever it would say later. */
const READY_TIMEOUT_MS = 2_000;

/** Whether something answers HTTP at the base URL; any status counts, only silence does not. */
async function answers(url: string, upstream: Upstream): Promise<boolean> {
  try {
    const res = await request(url, {
      dispatcher: upstream.dispatcher,
      signal: AbortSignal.timeout(Math.min(READY_TIMEOUT_MS, upstream.timeoutMs)),
    });
    await res.body.dump();
    return true;
  } catch {
    return false;
  }
}

/**
 * /readyz for load balancers: 200 when every configured service answers, else 503 naming the
 * ones that do not. /healthz stays the liveness check of the gateway process alone.
 */
export function registerReadiness(app: FastifyInstance, upstream: Upstream): void {
  app.get('/readyz', async (_req, reply) => {
    const entries = Object.entries(upstream.serviceUrls) as [ServiceName, string][];
    const up = await Promise.all(entries.map(([, url]) => answers(url, upstream)));
    const down = entries.filter((_, i) => !up[i]).map(([name]) => name);
    return down.length === 0
      ? { status: 'ready' }
      : reply.code(503).send({ status: 'not ready', message: `Not answering: ${down.join(', ')}`, down });
  });
}
