import { timingSafeEqual } from 'node:crypto';
import { services } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { plantTime } from './clock.js';
import type { Databases } from './db/databases.js';
import type { PlantDb } from './db/plant.js';

/** A printer whose last job is older than this counts as idle, whatever that job's outcome. */
const PRINTER_WINDOW_MS = 24 * 60 * 60 * 1000;

type Counted = { server: string; state: string; n: number };

/** Counts of each plant database by state, read at scrape time (indexed or small tables, no sockets). */
function countsBy(databases: Databases, query: (db: PlantDb) => { state: string | null; n: number }[]): Counted[] {
  return databases
    .plantsByServer()
    .flatMap(([server, db]) => query(db).map(({ state, n }) => ({ server, state: state ?? 'unknown', n })));
}

/** A gauge whose values are counted afresh at each scrape. */
function countGauge(registry: Registry, name: string, help: string, count: () => Counted[]) {
  return new Gauge({
    name,
    help,
    labelNames: ['server', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { server, state, n } of count()) this.set({ server, state }, n);
    },
  });
}

/**
 * The plant's series, in a registry of this plant only (tests start several plants in one
 * process): print jobs, printers and customs transmissions by state from the databases, the
 * time service handlers take (SQLite is synchronous, so that is mostly database time), process
 * memory and event-loop lag.
 */
export function plantMetrics(databases: Databases, ackOverdueMinutes: number) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  countGauge(
    registry,
    'fgss_plant_print_jobs',
    'Print jobs by state (reserved, sending, sent, printed, partlyPrinted, failed, unknown)',
    () =>
      countsBy(
        databases,
        (db) => db.$client.prepare('SELECT state, count(*) AS n FROM print_job GROUP BY state').all() as Counted[],
      ),
  );
  countGauge(
    registry,
    'fgss_plant_printers',
    "Label printers by the state of their last print job of the past day ('idle' without one)",
    () => {
      const since = plantTime(new Date(Date.now() - PRINTER_WINDOW_MS));
      return countsBy(
        databases,
        (db) =>
          db.$client
            .prepare(
              `SELECT coalesce(last.state, 'idle') AS state, count(*) AS n FROM label_printer p
               LEFT JOIN (SELECT printer_name, state, max(id) FROM print_job WHERE printed_at >= ? GROUP BY printer_name) last
                 ON last.printer_name = p.printer_name
               GROUP BY 1`,
            )
            .all(since) as Counted[],
      );
    },
  );
  countGauge(
    registry,
    'fgss_plant_customs_transmissions',
    'Customs transmissions by state with the partner (sent, accepted, rejected, overdue, failed, ...)',
    () =>
      countsBy(
        databases,
        (db) =>
          db.$client
            .prepare(
              'SELECT transmission_state(result, ack, transmitted_at, ?, ?) AS state, count(*) AS n FROM customs_transmission GROUP BY 1',
            )
            .all(Date.now(), ackOverdueMinutes) as Counted[],
      ),
  );
  const handlers = new Histogram({
    name: 'fgss_plant_handler_seconds',
    help: 'Time to answer one service call, database work included, by service and HTTP status class',
    labelNames: ['service', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, handlers };
}
export type PlantMetrics = ReturnType<typeof plantMetrics>;

const serviceNames = new Set<string>(services);

/**
 * GET /metrics in Prometheus text, and the time of every service call. With a token set
 * (FGSS_METRICS_TOKEN) only a scraper sending `Authorization: Bearer <token>` reads it.
 */
export function registerMetrics(app: FastifyInstance, metrics: PlantMetrics, token: string | null) {
  app.addHook('onResponse', async (request, reply) => {
    const service = request.url.split('/')[1] ?? '';
    if (!serviceNames.has(service)) return;
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    metrics.handlers.observe({ service, status }, reply.elapsedTime / 1000);
  });
  const expected = token === null ? null : Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const sent = Buffer.from(request.headers.authorization ?? '');
    if (expected && !(sent.length === expected.length && timingSafeEqual(sent, expected)))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A valid metrics token is required' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
