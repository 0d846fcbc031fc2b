import { openApiText, registry } from '@fgss/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type CustomsReceiver, customsStateChange } from '../customs/receiver.js';
import type { Databases } from '../db/databases.js';
import { outbox } from '../db/schema/central.js';
import type { PrinterFleet } from '../printers/fleet.js';
import { printerBehaviours } from '../printers/virtual-printer.js';
import { badRequest, issueLines, notFound } from './errors.js';

const labelsLeft = z.number().int().min(0).nullable().optional();
/**
 * A change of a virtual printer's condition (as ~HS and ~HQES report it), of faults to come after
 * N more labels (paper runs out), of its speed (ms per label, 0: at once) or of how it treats jobs.
 */
const printerStateChange = z.strictObject({
  paused: z.boolean().optional(),
  paperOut: z.boolean().optional(),
  headOpen: z.boolean().optional(),
  ribbonOut: z.boolean().optional(),
  bufferFull: z.boolean().optional(),
  paperOutAfter: labelsLeft,
  headOpenAfter: labelsLeft,
  ribbonOutAfter: labelsLeft,
  msPerLabel: z.number().int().min(0).max(60_000).optional(),
  behaviour: z.enum(printerBehaviours).optional(),
});

/**
 * The fake plant's own routes, for start scripts, tests and demos. These are NOT spec services
 * and have no contract: liveness, the services' OpenAPI document (docs/openapi.json), and only
 * in development (`devRoutes`) what the virtual printers received, setting a virtual printer's state (paused, out of paper, refusing, ...) for
 * tests and demos, the fake customs receiver (what it accepted, and its failure modes), and the mails the authentication service would have sent: the outbox holds
 * reset codes, so anyone who can read it can take over an account.
 */
export function registerInternalRoutes(
  app: FastifyInstance,
  deps: { databases: Databases; printers: PrinterFleet | null; receiver: CustomsReceiver | null; devRoutes: boolean },
): void {
  const printers = () => deps.printers?.printers ?? [];

  /** Liveness, for start scripts and load balancers. */
  app.get('/healthz', async () => ({ status: 'ok' }));
  /** The services' OpenAPI document, made on first request (it takes a few hundred ms). */
  let openApi: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    openApi ??= openApiText(registry);
    return reply.type('application/json').send(openApi);
  });
  if (!deps.devRoutes) return;

  app.get('/_plant/printers', async () =>
    printers().map((p) => ({
      name: p.name,
      server: p.server,
      host: '127.0.0.1',
      port: p.port,
      jobs: p.jobs.length,
      ...p.identity,
      labelCount: p.labelCount,
      labelsQueued: p.labelsQueued,
      state: p.state,
    })),
  );

  const named = (name: string) => {
    const matching = printers().filter((p) => p.name.toLowerCase() === name.toLowerCase());
    if (matching.length === 0) throw notFound(`No virtual printer named '${name}'`);
    return matching;
  };

  /** Finished jobs; with ?open=true also what connections still open sent so far. */
  app.get<{ Params: { name: string }; Querystring: { open?: string } }>(
    '/_plant/printers/:name/jobs',
    async (request) =>
      named(request.params.name).flatMap((p) => (request.query.open === 'true' ? p.received() : p.jobs)),
  );

  /** The formats that came out of the printer, each with how many labels (copies) it printed. */
  app.get<{ Params: { name: string } }>('/_plant/printers/:name/printed', async (request) =>
    named(request.params.name).flatMap((p) => p.printed),
  );

  app.put<{ Params: { name: string } }>('/_plant/printers/:name/state', async (request) => {
    const change = printerStateChange.safeParse(request.body ?? {});
    if (!change.success) throw badRequest(issueLines(change.error).join('\n'));
    const matching = named(request.params.name);
    return Promise.all(matching.map((p) => p.setState(change.data))).then((states) => states[0]);
  });

  /** The fake customs receiver: its state and what it accepted; PUT makes it slow, failing or unreachable. */
  const receiver = () => {
    if (!deps.receiver) throw notFound('This plant sends ASNs to another customs gateway');
    return deps.receiver;
  };
  app.get('/_plant/customs', async () => ({ ...receiver().status(), transmissions: receiver().received }));
  app.put('/_plant/customs/state', async (request) => {
    const change = customsStateChange.safeParse(request.body ?? {});
    if (!change.success) throw badRequest(issueLines(change.error).join('\n'));
    return receiver().setState(change.data);
  });

  app.get('/_plant/outbox', async () =>
    deps.databases.central.select().from(outbox).orderBy(desc(outbox.id)).limit(100).all(),
  );
}
