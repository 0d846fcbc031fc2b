import {
  EVENT_STREAM_HEADERS,
  EVENTS_HEARTBEAT_MS,
  PRINT_CENTER_EVENTS_PATH,
  printCenterAccess,
  REQUEST_ID_HEADER,
} from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionIsCurrent } from '../auth/directory.js';
import type { TokenSigner } from '../auth/tokens.js';
import type { Databases } from '../db/databases.js';
import { authorize } from '../http/access.js';
import { ServiceError, unauthorized } from '../http/errors.js';
import { bearerTokenOf, bearerUser } from '../http/routes.js';
import type { PrinterWatches } from './printer-watch.js';

/** Streams one token may hold open at once, over every gateway: a few tabs, not a flood. */
export const STREAMS_PER_TOKEN = 4;
/** The seconds a refused stream is told to wait. */
const RETRY_AFTER_S = 30;

/**
 * GET demand/PrintCenter/Events: the caller's plant's printer and job changes as server-sent
 * events, for as long as the caller stays and the session stands (checked again at every
 * heartbeat: a revoked or expired token, or a disabled user or server, ends the stream). Token
 * and access are checked as for the snapshot; the stream carries only the plant database of the
 * token's server; a token past STREAMS_PER_TOKEN open streams gets 429.
 */
export function registerPrintCenterEvents(
  app: FastifyInstance,
  deps: { databases: Databases; tokens: TokenSigner; watches: PrinterWatches },
): void {
  const open = new Map<string, number>();
  app.get(`/demand/${PRINT_CENTER_EVENTS_PATH}`, async (request, reply) => {
    const user = await bearerUser(request, deps);
    authorize(printCenterAccess, user, {});
    const db = deps.databases.plant(user.server);
    if (!db) throw unauthorized(`Unknown server '${user.server}'`);
    const token = bearerTokenOf(request) ?? '';
    const held = open.get(token) ?? 0;
    if (held >= STREAMS_PER_TOKEN) {
      reply.header('retry-after', String(RETRY_AFTER_S));
      throw new ServiceError(429, `A session may follow at most ${STREAMS_PER_TOKEN} live Print Center views at once`);
    }
    const out = reply.raw;
    // The caller may have gone while its token was checked: its 'close' came before.
    if (out.destroyed) return reply.hijack();
    open.set(token, held + 1);
    reply.hijack();
    out.writeHead(200, { ...EVENT_STREAM_HEADERS, [REQUEST_ID_HEADER]: request.id });
    out.write(': connected\n\n');
    const stop = deps.watches.of(db).listen({
      send: (event) => out.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
      end: () => out.end(),
    });
    const heartbeat = setInterval(async () => {
      const still = await deps.tokens.verify(token);
      if (still && sessionIsCurrent(deps.databases.central, still)) out.write(': heartbeat\n\n');
      else out.end();
    }, EVENTS_HEARTBEAT_MS);
    out.once('close', () => {
      clearInterval(heartbeat);
      stop();
      const left = (open.get(token) ?? 1) - 1;
      if (left === 0) open.delete(token);
      else open.set(token, left);
    });
  });
}
