import {
  LOG_REDACT_PATHS,
  METRICS_OFF_NOTICE,
  REQUEST_ID_HEADER,
  REQUEST_ID_LOG_LABEL,
  requestIdOf,
} from '@fgss/contracts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type GatewayConfig, loadConfig } from './config.js';
import { contextFactory } from './context.js';
import { retryAfterHeaders } from './errors.js';
import { registerEventsRoute } from './events/route.js';
import { registerExportRoute } from './export/route.js';
import { exportSlots } from './export-slots.js';
import { registerFileRoute } from './file-route.js';
import { createUpstream } from './forward.js';
import { giveWay } from './give-way.js';
import { withHeavyCalls } from './heavy-calls.js';
import { gatewayMetrics, registerMetricsRoute, statusClass } from './metrics.js';
import { registerProcedureRoute } from './procedure-route.js';
import { registerReadiness } from './readiness.js';
import { pacer, REFUSAL_SPACING_MS } from './refusal-pacing.js';
import { rowBudget } from './request-budget.js';
import { appRouter, procedures } from './router.js';
import { registerSecurityHeaders } from './security-headers.js';
import { upstreamSessionCheck } from './session-check.js';
import { signInLimiter } from './sign-in-limiter.js';
import { registerStopping } from './stopping.js';
import { signingKey, tokenVerifier } from './token.js';
import { registerWebApp } from './web-app.js';

/** A grid save carries at most 3 x 5000 rows; this leaves room for that and no more. */
const BODY_LIMIT = 16 * 1024 * 1024;
/** Procedures per batched tRPC request (the web batches a screen's queries). */
const MAX_BATCH = 32;

/**
 * The gateway: tRPC at /trpc, the Excel export at /api/export, services' files at /api/file, Print Center's event stream at /api/events, /healthz, /readyz, /metrics, and the web
 * app. Stateless: the sign-in counters live in Redis when FGSS_REDIS_URL is set, so any number
 * of instances can run behind a load balancer.
 */
export async function buildGateway(
  overrides: Partial<GatewayConfig> = {},
  { logStream }: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const config = loadConfig(process.env, overrides);
  const app = Fastify({
    // JSON lines on stdout (or `logStream`), each with the request id that the services' lines share.
    logger: { level: config.logLevel, redact: LOG_REDACT_PATHS, ...(logStream && { stream: logStream }) },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // A batched tRPC URL names every procedure in one path parameter ('a.b.list,a.b.getDefaults').
    routerOptions: { maxParamLength: MAX_BATCH * 100 },
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    genReqId: (req) => requestIdOf(req.headers[REQUEST_ID_HEADER]),
  });

  const upstream = createUpstream(config);
  const metrics = gatewayMetrics();
  const limiter = await signInLimiter(
    { perAddress: config.signInPerMinute, perUser: config.signInPerUserPerMinute },
    config.redisUrl,
  );
  const makeContext = contextFactory({
    verifyToken: tokenVerifier(signingKey(config.jwtSecret), upstreamSessionCheck(upstream), {
      recheckMs: config.sessionRecheckMs,
    }),
    upstream,
    signInCounters: limiter.counters,
    metrics,
  });
  app.addHook('onClose', async () => {
    await limiter.close();
    await upstream.dispatcher.close();
    await upstream.streams.destroy();
  });
  registerStopping(app);
  registerSecurityHeaders(app, { hsts: config.hsts });
  await limiter.ready;

  // Errors outside tRPC (bad JSON body, too large, bugs): a message, never a stack trace.
  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.code(status).send({ message: status >= 500 ? 'Internal server error' : err.message });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  registerReadiness(app, upstream);
  if (config.metricsToken === false) app.log.warn(METRICS_OFF_NOTICE);
  else registerMetricsRoute(app, metrics.registry, config.metricsToken);

  // Counted from here, before the procedure route: an export gives way to these calls.
  const others = giveWay();
  others.watch(app);
  const paceRefusals = pacer(REFUSAL_SPACING_MS);
  const admit = withHeavyCalls(
    rowBudget(config.maxRowsPerRequest, { mbPerSecond: config.replyMbPerSecond, burstMb: config.replyBurstMb }),
  );
  await registerProcedureRoute(app, {
    router: appRouter,
    procedures,
    createContext: makeContext,
    maxBatchSize: MAX_BATCH,
    budget: (calls, ctx) => admit(calls, ctx.user && `${ctx.user.server}/${ctx.user.sub}`),
    paceRefusal: (req, ctx) => paceRefusals(ctx?.user ? `${ctx.user.server}/${ctx.user.sub}` : req.ip),
    headersFor: retryAfterHeaders,
    onError: ({ error, path, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'procedure failed');
      else req.log.info({ path, code: error.code, message: error.message }, 'procedure refused');
    },
    observe: ({ path, status, seconds }) =>
      metrics.procedures.observe({ procedure: path, status: statusClass(status) }, seconds),
  });

  const slots = exportSlots(config.exportsPerUser);
  registerExportRoute(app, makeContext, slots, others);
  registerFileRoute(app, makeContext, slots);
  registerEventsRoute(app, makeContext, { secret: config.jwtSecret, ...config });
  await registerWebApp(app, config.webDist);
  return app;
}
