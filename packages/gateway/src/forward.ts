import { type AnyCall, encodeQuery, errorReply, fillPath, sendsBody } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { Agent, request, errors as undiciErrors } from 'undici';
import type { Context } from './context.js';
import { statusToCode } from './errors.js';
import { gatewayConfig } from './settings.js';

/** One pooled HTTP client for every upstream call; keep-alive keeps the added latency low. */
const agent = new Agent({
  connections: 64,
  keepAliveTimeout: 30_000,
  headersTimeout: gatewayConfig().upstreamTimeoutMs,
  bodyTimeout: gatewayConfig().upstreamTimeoutMs,
});

const isTimeoutOrNetwork = (e: unknown) =>
  e instanceof undiciErrors.HeadersTimeoutError ||
  e instanceof undiciErrors.BodyTimeoutError ||
  e instanceof undiciErrors.ConnectTimeoutError ||
  e instanceof undiciErrors.SocketError ||
  (e instanceof Error &&
    'code' in e &&
    ['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENOTFOUND'].includes(String(e.code)));

/** Sends one validated call to its service with the caller's own token, and maps the reply. */
export async function forward(call: AnyCall, input: unknown, ctx: Context): Promise<unknown> {
  const { path, rest } = fillPath(call.path, (input ?? {}) as Record<string, unknown>);
  const config = gatewayConfig();
  let url = `${config.serviceUrls[call.service]}/${path}`;
  const headers: Record<string, string> = { 'x-request-id': ctx.requestId, accept: 'application/json' };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  let body: string | undefined;
  if (sendsBody(call.method)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  } else {
    const qs = encodeQuery(rest).toString();
    if (qs) url += `?${qs}`;
  }
  let res: Awaited<ReturnType<typeof request>>;
  try {
    res = await request(url, { method: call.method, headers, body, dispatcher: agent });
  } catch (e) {
    if (isTimeoutOrNetwork(e)) {
      ctx.log.warn({ err: e, url: call.path }, 'upstream unreachable');
      throw new TRPCError({ code: 'GATEWAY_TIMEOUT', message: '504 Gateway Time-out' });
    }
    throw e;
  }
  const text = await res.body.text();
  const json = text ? safeJson(text) : null;
  if (res.statusCode >= 200 && res.statusCode < 300) return json;
  const parsed = errorReply.safeParse(json);
  const message = parsed.success ? parsed.data.message : text.slice(0, 500) || `Service error ${res.statusCode}`;
  throw new TRPCError({ code: statusToCode(res.statusCode), message });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
