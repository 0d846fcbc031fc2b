import {
  EVENTS_HEARTBEAT_MS,
  EVENTS_TICKET_URL,
  messages,
  PRINT_CENTER_STREAM_URL,
  printCenterAccess,
} from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from '../access.js';
import type { Context } from '../context.js';
import { upstreamSessionCheck } from '../session-check.js';
import { pipePlantStream } from './plant-stream.js';
import { spentTickets } from './spent-tickets.js';
import { STREAM_RETRY_AFTER_S, streamSlots } from './stream-slots.js';
import { ticketSealer } from './ticket.js';

type MakeContext = (req: FastifyRequest, token?: string | null) => Promise<Context>;

/** Asking the authentication service more often than this per stream costs it and tells nothing sooner. */
const MIN_RECHECK_MS = 1_000;

const fail = (reply: FastifyReply, err: TRPCError) =>
  reply.code(getHTTPStatusCodeFromError(err)).send({ message: err.message });
const tooMany = (reply: FastifyReply, message: string) =>
  reply.code(429).header('retry-after', String(STREAM_RETRY_AFTER_S)).send({ message });
const userOf = (ctx: Context) => `${ctx.user?.server}/${ctx.user?.sub}`;

/** The caller, signed in and allowed to follow Print Center, or the refusal. */
async function follower(makeContext: MakeContext, req: FastifyRequest, token?: string | null): Promise<Context> {
  const ctx = await makeContext(req, token);
  checkAccess(printCenterAccess, ctx, {});
  if (!ctx.token) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.sessionExpired });
  return ctx;
}

export interface EventsOptions {
  secret: string;
  streamsPerUser: number;
  streamsPerInstance: number;
  /** How long a stream trusts its token before asking again whether it stands (at most a heartbeat). */
  sessionRecheckMs: number;
}

/**
 * The browser's event stream of Print Center and the print screens. POST EVENTS_TICKET_URL with
 * the bearer token answers a ticket (ticket.ts says why not the token) to a token the
 * authentication service says still stands; GET PRINT_CENTER_STREAM_URL?ticket= spends the
 * ticket, checks the token inside as any call (signature, revocation, access), takes a slot of
 * the user's and the instance's (stream-slots.ts; 429 with Retry-After beyond them, the ticket
 * refused alike so the page learns why) and pipes the plant's stream of the user's server.
 */
export function registerEventsRoute(app: FastifyInstance, makeContext: MakeContext, options: EventsOptions) {
  const tickets = ticketSealer(options.secret);
  const spent = spentTickets();
  const slots = streamSlots({ perUser: options.streamsPerUser, perInstance: options.streamsPerInstance });
  const recheckMs = Math.min(EVENTS_HEARTBEAT_MS, Math.max(MIN_RECHECK_MS, options.sessionRecheckMs));

  app.post(EVENTS_TICKET_URL, async (req, reply) => {
    try {
      const ctx = await follower(makeContext, req);
      const refused = slots.refusal(userOf(ctx));
      if (refused) return tooMany(reply, refused);
      // The verification cache trusts a token for a while: a ticket goes only to one that stands now.
      const stands = await upstreamSessionCheck(ctx.upstream)(ctx.token ?? '');
      if (stands === null) return reply.code(504).send({ message: messages.gatewayTimeout });
      if (!stands) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.sessionExpired });
      return reply.header('cache-control', 'no-store').send({ ticket: tickets.seal(ctx.token ?? '') });
    } catch (err) {
      if (err instanceof TRPCError) return fail(reply, err);
      throw err;
    }
  });

  app.get(PRINT_CENTER_STREAM_URL, async (req, reply) => {
    const ticket = (req.query as { ticket?: unknown }).ticket;
    const opened = typeof ticket === 'string' ? tickets.open(ticket) : null;
    let ctx: Context;
    try {
      if (!opened) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.sessionExpired });
      if (!spent.spend(opened.id, opened.expires))
        throw new TRPCError({
          code: 'UNAUTHORIZED',
          message: 'This ticket opened a stream already: ask for a new one',
        });
      ctx = await follower(makeContext, req, opened.token);
    } catch (err) {
      if (err instanceof TRPCError) return fail(reply, err);
      throw err;
    }
    const slot = slots.take(userOf(ctx));
    if ('refused' in slot) return tooMany(reply, slot.refused);
    return pipePlantStream(app, reply, ctx, { release: slot.release, recheckMs });
  });
}
