import {
  EVENT_STREAM_HEADERS,
  EVENTS_HEARTBEAT_MS,
  PRINT_CENTER_EVENTS_PATH,
  printCenterAccess,
  REQUEST_ID_HEADER,
} from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import type { TokenSigner } from '../auth/tokens.js';
import type { Databases } from '../db/databases.js';
import { authorize } from '../http/access.js';
import { unauthorized } from '../http/errors.js';
import { bearerUser } from '../http/routes.js';
import type { PrinterWatches } from './printer-watch.js';

/**
 * GET demand/PrintCenter/Events: the caller's plant's printer and job changes as server-sent
 * events, for as long as the caller stays. Token and access are checked as for the snapshot; the
 * stream carries only the plant database of the token's server.
 */
export function registerPrintCenterEvents(
  app: FastifyInstance,
  deps: { databases: Databases; tokens: TokenSigner; watches: PrinterWatches },
): void {
  app.get(`/demand/${PRINT_CENTER_EVENTS_PATH}`, async (request, reply) => {
    const user = await bearerUser(request, deps);
    authorize(printCenterAccess, user, {});
    const db = deps.databases.plant(user.server);
    if (!db) throw unauthorized(`Unknown server '${user.server}'`);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, { ...EVENT_STREAM_HEADERS, [REQUEST_ID_HEADER]: request.id });
    out.write(': connected\n\n');
    const stop = deps.watches.of(db).listen({
      send: (event) => out.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
      end: () => out.end(),
    });
    const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), EVENTS_HEARTBEAT_MS);
    out.once('close', () => {
      clearInterval(heartbeat);
      stop();
    });
  });
}
