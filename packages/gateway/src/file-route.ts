import { type AnyCall, flattenCalls, prototypeKeyIn, prototypeKeyMessage, registry } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAccess } from './access.js';
import type { Context } from './context.js';
import { issueLines, retryAfterHeaders } from './errors.js';
import type { ExportSlots } from './export-slots.js';
import { badReply, parseJson, serviceRequest, timeout, upstreamError } from './forward.js';

/** The calls whose services answer files, by procedure name ('report.PrintShipment.exportPL'). */
const fileCalls: ReadonlyMap<string, AnyCall> = new Map(
  flattenCalls(registry)
    .filter(({ call }) => call.reply === 'file')
    .map(({ name, call }) => [name, call]),
);

/** The headers of a service's file that the browser needs to save it, passed on as they are. */
const PASSED = ['content-type', 'content-disposition', 'content-length'] as const;

const fail = (reply: FastifyReply, status: number, message: string, issues?: string[]) =>
  reply.code(status).send(issues ? { message, issues } : { message });

/** The `input` query parameter's JSON; none is an empty input. */
function inputOf(req: FastifyRequest): unknown {
  const text = (req.query as { input?: unknown }).input;
  if (text === undefined) return {};
  if (typeof text !== 'string') throw new TRPCError({ code: 'BAD_REQUEST', message: 'Send one input' });
  try {
    return JSON.parse(text);
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The input is not JSON' });
  }
}

/**
 * GET /api/file/<procedure>?input=<JSON>: a call whose service answers a file (a spreadsheet).
 * The token, access and input are checked as for a tRPC procedure, the request is the one
 * buildRequest makes, and the service's file is streamed to the browser with its status, type,
 * name and length, never held whole nor re-encoded. A JSON error of the service maps as
 * forward() maps it; a service that is down or slow is '504 Gateway Time-out'. A file counts
 * among the user's exports running at once (`slots`).
 */
export function registerFileRoute(
  app: FastifyInstance,
  makeContext: (req: FastifyRequest) => Promise<Context>,
  slots: ExportSlots,
) {
  app.get('/api/file/:procedure', async (req, reply) => {
    const { procedure } = req.params as { procedure: string };
    const call = fileCalls.get(procedure);
    if (!call) return fail(reply, 404, `No file call '${procedure}'`);
    try {
      const ctx = await makeContext(req);
      const raw = inputOf(req);
      checkAccess(call.access, ctx, raw);
      const key = prototypeKeyIn(raw);
      if (key) return fail(reply, 400, prototypeKeyMessage(key));
      const input = call.input.safeParse(raw);
      if (!input.success) {
        const issues = issueLines(input.error.issues);
        return fail(reply, 400, issues.join('\n'), issues);
      }
      if (ctx.user) await slots.hold(ctx.user, reply);
      const { req: request, url } = serviceRequest(call, input.data, ctx);
      const { origin, pathname, search } = new URL(url);
      const timeoutMs = call.timeoutMs ?? ctx.upstream.timeoutMs;
      let res: Awaited<ReturnType<typeof ctx.upstream.dispatcher.request>>;
      try {
        res = await ctx.upstream.dispatcher.request({
          origin,
          path: pathname + search,
          method: request.method,
          headers: request.headers,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
      } catch (err) {
        ctx.log.warn({ err, service: call.service, path: call.path }, 'service unreachable or too slow');
        throw timeout();
      }
      const type = String(res.headers['content-type'] ?? '');
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      if (ok && !type.startsWith('application/json')) {
        reply.code(res.statusCode).header('cache-control', 'no-store');
        for (const name of PASSED) if (res.headers[name] !== undefined) reply.header(name, res.headers[name]);
        return reply.send(res.body);
      }
      // An error reply is a short JSON message; a file call never answers JSON when it succeeds.
      const json = parseJson(await res.body.text());
      throw ok ? badReply() : upstreamError(call, res.statusCode, json, String(res.headers['retry-after'] ?? ''));
    } catch (err) {
      if (!(err instanceof TRPCError)) throw err;
      return fail(reply.headers(retryAfterHeaders([err])), getHTTPStatusCodeFromError(err), err.message);
    }
  });
}
