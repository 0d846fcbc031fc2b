import { EVENT_STREAM_HEADERS, messages, PRINT_CENTER_EVENTS_PATH, REQUEST_ID_HEADER } from '@fgss/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Dispatcher } from 'undici';
import type { Context } from '../context.js';
import { parseJson } from '../forward.js';
import { upstreamSessionCheck } from '../session-check.js';

/**
 * Pipes the plant's Print Center stream of the caller's server to the browser, on the streams'
 * own connections (never the calls' pool). Whichever side ends first ends the other, also while
 * the plant has not answered yet: the plant's connection and the caller's slot (`release`) are
 * given back the moment the browser goes. Every `recheckMs` the authentication service is asked
 * whether the token still stands: a revoked or expired session, or a disabled user or server,
 * ends the stream. A stopping gateway ends its streams: they would hold the stop for its whole grace.
 */
export async function pipePlantStream(
  app: FastifyInstance,
  reply: FastifyReply,
  ctx: Context,
  { release, recheckMs }: { release: () => void; recheckMs: number },
): Promise<FastifyReply> {
  const out = reply.raw;
  const token = ctx.token ?? '';
  const upstream = new AbortController();
  const sessionStands = upstreamSessionCheck(ctx.upstream);
  let checking = false;
  const recheck = setInterval(async () => {
    if (checking) return;
    checking = true;
    const stands = await sessionStands(token);
    checking = false;
    if (stands === false) out.end();
  }, recheckMs);
  const offStop = app.inFlight.onStop(() => out.end());
  const done = () => {
    clearInterval(recheck);
    offStop();
    release();
    upstream.abort();
  };
  out.once('close', done);
  // The browser may have gone while its token was being checked: its 'close' came before.
  if (out.destroyed) done();

  const { origin, pathname } = new URL(`${ctx.upstream.serviceUrls.demand}/${PRINT_CENTER_EVENTS_PATH}`);
  let res: Dispatcher.ResponseData;
  try {
    res = await ctx.upstream.streams.request({
      origin,
      path: pathname,
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', [REQUEST_ID_HEADER]: ctx.requestId },
      signal: upstream.signal,
    });
  } catch (err) {
    if (upstream.signal.aborted) return reply.hijack();
    ctx.log.warn({ err }, 'event stream: service unreachable');
    return reply.code(504).send({ message: messages.gatewayTimeout });
  }
  if (upstream.signal.aborted) {
    res.body.destroy();
    return reply.hijack();
  }
  if (res.statusCode !== 200) {
    const json = parseJson(await res.body.text()) as { message?: unknown } | null;
    const message = typeof json?.message === 'string' ? json.message : messages.gatewayTimeout;
    const retryAfter = res.headers['retry-after'];
    if (typeof retryAfter === 'string') reply.header('retry-after', retryAfter);
    return reply.code(res.statusCode >= 400 && res.statusCode < 500 ? res.statusCode : 502).send({ message });
  }
  reply.hijack();
  out.writeHead(200, EVENT_STREAM_HEADERS);
  // pipe() waits for a slow browser instead of gathering the plant's events in memory.
  res.body.pipe(out);
  res.body.on('error', () => out.end());
  return reply;
}
