import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Databases } from '../db/databases.js';
import { outbox } from '../db/schema/central.js';
import type { PrinterFleet } from '../printers/fleet.js';
import { notFound } from './errors.js';

/**
 * The fake plant's own routes, for start scripts, tests and demos. These are NOT spec services
 * and have no contract: liveness, what the virtual printers received, and the mails the
 * authentication service would have sent (password reset codes).
 */
export function registerInternalRoutes(
  app: FastifyInstance,
  deps: { databases: Databases; printers: PrinterFleet | null },
): void {
  const printers = () => deps.printers?.printers ?? [];

  /** Liveness, for start scripts and load balancers. */
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/_plant/printers', async () =>
    printers().map((p) => ({ name: p.name, server: p.server, host: '127.0.0.1', port: p.port, jobs: p.jobs.length })),
  );

  app.get<{ Params: { name: string } }>('/_plant/printers/:name/jobs', async (request) => {
    const matching = printers().filter((p) => p.name.toLowerCase() === request.params.name.toLowerCase());
    if (matching.length === 0) throw notFound(`No virtual printer named '${request.params.name}'`);
    return matching.flatMap((p) => p.jobs);
  });

  app.get('/_plant/outbox', async () =>
    deps.databases.central.select().from(outbox).orderBy(desc(outbox.id)).limit(100).all(),
  );
}
