import type { ServiceName } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import type { Upstream } from './forward.js';
import { type Pacer, pacer, READY_SPACING_MS } from './refusal-pacing.js';

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

/** A check's answer serves every /readyz for this long: a flood of them costs the services nothing more. */
export const READY_FRESH_MS = 2_000;

/** The services that do not answer. */
async function silentServices(upstream: Upstream): Promise<ServiceName[]> {
  const entries = Object.entries(upstream.serviceUrls) as [ServiceName, string][];
  const up = await Promise.all(entries.map(([, url]) => answers(url, upstream)));
  return entries.filter((_, i) => !up[i]).map(([name]) => name);
}

/**
 * /readyz for load balancers: 200 when every configured service answers, else 503 naming the
 * ones that do not. It needs no sign-in, so one check (started at most READY_FRESH_MS ago, or
 * still running) answers every caller meanwhile, and one address gets its answers paced (a flood
 * of them took the CPU other users' calls needed). /healthz stays the liveness check of the
 * gateway process alone.
 */
export function registerReadiness(
  app: FastifyInstance,
  upstream: Upstream,
  { now = Date.now, pace = pacer(READY_SPACING_MS) }: { now?: () => number; pace?: Pacer } = {},
): void {
  let last: { at: number; down: Promise<ServiceName[]> } | undefined;
  app.get('/readyz', async (req, reply) => {
    await pace(req.ip);
    if (!last || now() - last.at >= READY_FRESH_MS) last = { at: now(), down: silentServices(upstream) };
    const down = await last.down;
    return down.length === 0
      ? { status: 'ready' }
      : reply.code(503).send({ status: 'not ready', message: `Not answering: ${down.join(', ')}`, down });
  });
}
