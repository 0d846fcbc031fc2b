import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Why a service call failed on the gateway's side of the wire: what an operator alerts on. */
export type UpstreamFailure = 'timeout' | 'unreachable' | 'server_error' | 'bad_reply';

/** The gateway's series, in a registry of this instance only (tests build several gateways in one process). */
export function gatewayMetrics() {
  const registry = new Registry();
  // Process memory, CPU, handles and event-loop lag (nodejs_eventloop_lag_*, from monitorEventLoopDelay).
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    procedures: new Histogram({
      name: 'fgss_gateway_procedure_seconds',
      help: 'Time to answer one tRPC procedure call, by procedure and HTTP status class',
      labelNames: ['procedure', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'fgss_gateway_upstream_errors_total',
      help: 'Service calls that failed: timeout, unreachable, server_error (5xx) or bad_reply (not the contract)',
      labelNames: ['service', 'kind'] as const,
      registers: [registry],
    }),
    signInRefusals: new Counter({
      name: 'fgss_gateway_sign_in_refusals_total',
      help: 'Sign-in, reset and change attempts refused, by reason (UNAUTHORIZED, TOO_MANY_REQUESTS, ...)',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    exports: new Histogram({
      name: 'fgss_gateway_export_seconds',
      help: 'Time to stream one Excel export, from its request to its last row, by outcome (written, cancelled, failed)',
      labelNames: ['outcome'] as const,
      buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    }),
  };
}
export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;

/** '2xx', '4xx', '5xx' of an HTTP status. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * GET /metrics in Prometheus text. With a token set (FGSS_METRICS_TOKEN) only a scraper sending
 * `Authorization: Bearer <token>` reads it: the series name procedures and load, nothing more.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | null) {
  const expected = token === null ? null : Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (req, reply) => {
    const sent = Buffer.from(req.headers.authorization ?? '');
    if (expected && !(sent.length === expected.length && timingSafeEqual(sent, expected)))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A valid metrics token is required' });
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
