import {
  EVENT_STREAM_HEADERS,
  EVENTS_HEARTBEAT_MS,
  EVENTS_TICKET_URL,
  messages,
  PRINT_CENTER_EVENTS_PATH,
  PRINT_CENTER_STREAM_URL,
  printCenterAccess,
  REQUEST_ID_HEADER,
} from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from '../access.js';
import type { Context } from '../context.js';
import { parseJson } from '../forward.js';
import { ticketSealer } from './ticket.js';

type MakeContext = (req: FastifyRequest, token?: string | null) => Promise<Context>;

const fail = (reply: FastifyReply, err: TRPCError) =>
  reply.code(getHTTPStatusCodeFromError(err)).send({ message: err.message });

/** The caller, signed in and allowed to follow Print Center, or the refusal. */
async function follower(makeContext: MakeContext, req: FastifyRequest, token?: string | null): Promise<Context> {
  const ctx = await makeContext(req, token);
  checkAccess(printCenterAccess, ctx, {});
  if (!ctx.token) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.sessionExpired });
  return ctx;
}

/**
 * The browser's event stream of Print Center and the print screens. POST EVENTS_TICKET_URL with
 * the bearer token answers a ticket (ticket.ts says why not the token); GET
 * PRINT_CENTER_STREAM_URL?ticket= checks the token inside as any call (signature, revocation,
 * access) and pipes the plant's stream of the user's server (the token names it). Closing
 * either side closes the other.
 */
export function registerEventsRoute(app: FastifyInstance, makeContext: MakeContext, secret: string) {
  const tickets = ticketSealer(secret);

  app.post(EVENTS_TICKET_URL, async (req, reply) => {
    try {
      const ctx = await follower(makeContext, req);
      return reply.header('cache-control', 'no-store').send({ ticket: tickets.seal(ctx.token ?? '') });
    } catch (err) {
      if (err instanceof TRPCError) return fail(reply, err);
      throw err;
    }
  });

  app.get(PRINT_CENTER_STREAM_URL, async (req, reply) => {
    const ticket = (req.query as { ticket?: unknown }).ticket;
    const token = typeof ticket === 'string' ? tickets.open(ticket) : null;
    let ctx: Context;
    try {
      if (!token) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.sessionExpired });
      ctx = await follower(makeContext, req, token);
    } catch (err) {
      if (err instanceof TRPCError) return fail(reply, err);
      throw err;
    }
    const { origin, pathname } = new URL(`${ctx.upstream.serviceUrls.demand}/${PRINT_CENTER_EVENTS_PATH}`);
    const upstream = new AbortController();
    let res: Awaited<ReturnType<typeof ctx.upstream.dispatcher.request>>;
    try {
      res = await ctx.upstream.dispatcher.request({
        origin,
        path: pathname,
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', [REQUEST_ID_HEADER]: req.id },
        headersTimeout: ctx.upstream.timeoutMs,
        // A plant that sends not even its heartbeat is gone: the browser reconnects.
        bodyTimeout: 3 * EVENTS_HEARTBEAT_MS,
        signal: upstream.signal,
      });
    } catch (err) {
      ctx.log.warn({ err }, 'event stream: service unreachable');
      return reply.code(504).send({ message: messages.gatewayTimeout });
    }
    if (res.statusCode !== 200) {
      const json = parseJson(await res.body.text()) as { message?: unknown } | null;
      const message = typeof json?.message === 'string' ? json.message : messages.gatewayTimeout;
      return reply.code(res.statusCode >= 400 && res.statusCode < 500 ? res.statusCode : 502).send({ message });
    }
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, EVENT_STREAM_HEADERS);
    res.body.on('data', (chunk: Buffer) => out.write(chunk));
    res.body.on('end', () => out.end());
    res.body.on('error', () => out.end());
    // A stopping gateway ends its streams: they would hold the stop for its whole grace.
    const offStop = app.inFlight.onStop(() => out.end());
    // The browser went: the plant stops sending to this stream at once.
    out.once('close', () => {
      offStop();
      upstream.abort();
    });
  });
}
