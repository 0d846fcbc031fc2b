import { randomBytes } from 'node:crypto';
import {
  DEFAULT_ACK_OVERDUE_MINUTES,
  InFlight,
  LOG_REDACT_PATHS,
  METRICS_OFF_NOTICE,
  REQUEST_ID_HEADER,
  REQUEST_ID_LOG_LABEL,
  requestIdOf,
  stoppingMessage,
} from '@fgss/contracts';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { authenticationHandlers } from './auth/handlers.js';
import { DEFAULT_SIGN_IN_LIMITS, registerSignInThrottle, type SignInLimits } from './auth/throttle.js';
import { TokenSigner } from './auth/tokens.js';
import { ArchiveScheduler } from './configuration/archive/archive-scheduler.js';
import { configurationHandlers } from './configuration/handlers.js';
import { AckCollector } from './customs/acknowledgements.js';
import { CUSTOMS_TIMEOUT_MS } from './customs/customs-link.js';
import { CustomsReceiver } from './customs/receiver.js';
import { Databases } from './db/databases.js';
import { demandHandlers } from './demand/handlers.js';
import { doiHandlers } from './doi/handlers.js';
import { sendError } from './http/errors.js';
import { registerInternalRoutes } from './http/internal-routes.js';
import { registerServiceRoutes } from './http/routes.js';
import { importHandlers } from './import-export/handlers.js';
import { markInterruptedImports, xrefImportsSettled } from './import-export/xref-import.js';
import { PRINT_CONFIRM_MS, PRINTER_WATCH_MS } from './labels/confirm-job.js';
import { markInterruptedJobs } from './labels/print-job.js';
import { DEFAULT_PRINTER_NETWORKS, PrinterNetworks } from './labels/printer-networks.js';
import { PrinterOwners } from './labels/printer-owners.js';
import { RenderPool } from './labels/render-pool.js';
import { PRINTER_TIMEOUT_MS } from './labels/send.js';
import { plantMetrics, registerMetrics } from './metrics.js';
import { registerPrintCenterEvents } from './print-center/events-route.js';
import { PrinterWatches } from './print-center/printer-watch.js';
import { startPrinters } from './printers/fleet.js';
import { reportHandlers } from './report/handlers.js';
import { reworkHandlers } from './rework/handlers.js';
import { shippingHandlers } from './shipping/handlers.js';

export interface FakePlantOptions {
  /** Where the SQLite files live, seeded beforehand (seed/data-dir.ts): the plant opens them as they are. */
  dataDir: string;
  /** The token signing secret shared with the gateway; default a random one of this plant only. */
  jwtSecret?: string;
  /** Sign-in, reset and change attempts per minute per client address and per username. */
  signInLimits?: SignInLimits;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy); default none. */
  trustProxy?: string | boolean;
  /** Serve the development routes under /_plant (printer jobs, the mail outbox); default false. */
  devRoutes?: boolean;
  /** Start the virtual printers (default true). */
  printers?: boolean;
  /** First virtual printer port; default 0 = any free port for each printer. */
  printerBasePort?: number;
  /** How long a printer may stay silent during a job; default 5 s. */
  printerTimeoutMs?: number;
  /** How long a print waits for the printer's counter to confirm its labels; default 1.5 s. */
  printConfirmMs?: number;
  /** How often jobs still printing after their reply are checked, and Print Center's watch asks each printer; default 1 s. */
  printerWatchMs?: number;
  /** Threads that draw, render and scan labels (Check, Preview); default every core but one, at least one. */
  renderWorkers?: number;
  /** Label tasks that may wait for a render worker in all, beyond which 503; default 4 per worker. */
  renderQueue?: number;
  /** CIDRs printers may be on, separated by commas; default loopback and the private ranges. */
  printerNetworks?: string;
  /**
   * The customs gateway ASNs are sent to: by default the fake customs receiver, started on
   * loopback at `customsPort` (0: any free port); `customsUrl` names another one instead.
   */
  customsPort?: number;
  customsUrl?: string;
  /** How long the plant waits for the customs gateway's answer to one ASN; default 60 s. */
  customsTimeoutMs?: number;
  /** Minutes a delivered ASN may wait for the partner's 997 before it is overdue; default 60. */
  ackOverdueMinutes?: number;
  /** Run the archive job daily on every plant database (archive-scheduler.ts); default false. */
  archiveDaily?: boolean;
  /** Bearer token a scraper must send to read /metrics; default none (open); false: no /metrics. */
  metricsToken?: string | null | false;
  /** Fastify (pino) logging, default false. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (implies `logger`): tests read them. */
  logStream?: { write(line: string): void };
  /** pino level when logging, default 'info'. */
  logLevel?: string;
  /** Default 0 (a free port) and '127.0.0.1'. */
  port?: number;
  host?: string;
}

export interface FakePlant {
  url: string;
  app: FastifyInstance;
  /** The plant's databases, for tests that set up what no service call can (a disabled user). */
  databases: Databases;
  close(): Promise<void>;
  /**
   * A planned stop: new requests get 503 while those in flight (prints) finish, for at most
   * `graceMs`; what is still running then is marked as after a crash (a job being sent is unknown,
   * its serials spent) and the databases are closed, so nothing can settle it otherwise.
   */
  stop(graceMs: number): Promise<void>;
}

/** Request bodies up to 8 MB: a batch save may carry 5,000 rows. */
const BODY_LIMIT = 8 * 1024 * 1024;

/** Starts every service of the fake plant on one port, each under its own prefix. */
export async function startFakePlant(opts: FakePlantOptions): Promise<FakePlant> {
  const databases = Databases.open(opts.dataDir);
  const markInterrupted = () => {
    for (const [, db] of databases.plantsByServer()) {
      markInterruptedJobs(db);
      markInterruptedImports(db);
    }
  };
  markInterrupted();
  const tokens = new TokenSigner(opts.jwtSecret ?? randomBytes(32).toString('hex'));
  const app = Fastify({
    // JSON lines under the gateway's request id (X-Request-Id), so one id follows a click through both.
    logger:
      opts.logger || opts.logStream
        ? {
            level: opts.logLevel ?? 'info',
            redact: LOG_REDACT_PATHS,
            ...(opts.logStream && { stream: opts.logStream }),
          }
        : false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    genReqId: (req) => requestIdOf(req.headers[REQUEST_ID_HEADER]),
    bodyLimit: BODY_LIMIT,
    // No HEAD twin of every GET call: nobody HEADs the service API, and registering the twins was a
    // fifth of a plant's start.
    exposeHeadRoutes: false,
    trustProxy: opts.trustProxy ?? false,
    // Prototype keys are refused by the routes with a clear message (prototypeKeyIn), not as bad JSON.
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
  });
  const printing = {
    timeoutMs: opts.printerTimeoutMs ?? PRINTER_TIMEOUT_MS,
    confirmMs: opts.printConfirmMs ?? PRINT_CONFIRM_MS,
    watchMs: opts.printerWatchMs ?? PRINTER_WATCH_MS,
    networks: new PrinterNetworks(opts.printerNetworks ?? DEFAULT_PRINTER_NETWORKS),
    owners: new PrinterOwners(databases),
    // Each print request's own logger replaces this one (routes.ts).
    log: app.log,
  };
  const watches = new PrinterWatches(printing);
  const renders = new RenderPool(opts.renderWorkers, opts.renderQueue);
  app.setErrorHandler(sendError);
  // Replies carry user data and tokens: never sniffed as another type, never cached.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
  });
  // Counted until the reply ends, so a stop waits for them; refused once stopping.
  const inFlight = new InFlight();
  app.addHook('onRequest', async (_request, reply) => {
    if (!inFlight.enter()) return reply.code(503).header('connection', 'close').send({ message: stoppingMessage });
    reply.raw.once('close', () => inFlight.leave());
  });
  registerSignInThrottle(app, opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, databases.central);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
  const receiver = opts.customsUrl ? null : new CustomsReceiver();
  const customsPort = await receiver?.listen(opts.customsPort ?? 0);
  const customs = {
    url: opts.customsUrl ?? `http://127.0.0.1:${customsPort}`,
    timeoutMs: opts.customsTimeoutMs ?? CUSTOMS_TIMEOUT_MS,
    ackOverdueMinutes: opts.ackOverdueMinutes ?? DEFAULT_ACK_OVERDUE_MINUTES,
  };
  registerServiceRoutes(
    app,
    {
      auth: authenticationHandlers(tokens),
      configuration: configurationHandlers,
      demand: demandHandlers,
      report: reportHandlers,
      shipping: shippingHandlers,
      rework: reworkHandlers,
      doi: doiHandlers,
      import: importHandlers,
    },
    { databases, tokens, printing, printers: watches, renders, customs },
  );
  registerPrintCenterEvents(app, { databases, tokens, watches });
  const printers = opts.printers === false ? null : await startPrinters(databases, opts.printerBasePort ?? 0, app.log);
  registerInternalRoutes(app, { databases, printers, receiver, devRoutes: opts.devRoutes ?? false });
  if (opts.metricsToken === false) app.log.warn(METRICS_OFF_NOTICE);
  else registerMetrics(app, plantMetrics(databases, customs.ackOverdueMinutes), opts.metricsToken ?? null);

  const archive = new ArchiveScheduler(databases);
  if (opts.archiveDaily) archive.start();
  const acks = new AckCollector(databases, customs);

  const host = opts.host ?? '127.0.0.1';
  try {
    await app.listen({ port: opts.port ?? 0, host });
  } catch (err) {
    archive.stop();
    acks.stop();
    await printers?.close();
    await receiver?.close();
    await renders.close();
    databases.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const close = async () => {
    watches.close();
    archive.stop();
    acks.stop();
    await app.close();
    await xrefImportsSettled();
    await renders.close();
    await printers?.close();
    await receiver?.close();
    databases.close();
  };
  return {
    url: `http://${reachableHost}:${port}`,
    app,
    databases,
    close,
    stop: async (graceMs) => {
      // Streams last as long as their listeners: ended now, they do not hold the stop back.
      watches.close();
      if (await inFlight.drain(graceMs)) return close();
      app.log.warn('stop grace over: what is still running is marked as interrupted');
      markInterrupted();
      await renders.close();
      databases.close();
    },
  };
}
