import {
  type AnyCall,
  buildRequest,
  demandMessages,
  EVENTS_HEARTBEAT_MS,
  isPrintCall,
  messages,
  REQUEST_ID_HEADER,
  requestUrl,
  type ServiceName,
} from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { Agent, type Dispatcher } from 'undici';
import type { z } from 'zod';
import type { GatewayConfig } from './config.js';
import type { Context } from './context.js';
import { clientErrorCode, issueLines, serviceErrorOf, UpstreamError } from './errors.js';

/** The services behind the gateway, the pooled HTTP client of its calls and the event streams' own. */
export interface Upstream {
  serviceUrls: Record<ServiceName, string>;
  timeoutMs: number;
  dispatcher: Agent;
  /**
   * The event streams' connections, never the calls' pool: each stream holds its connection for
   * as long as it is open, and streams in the calls' pool left no connection for anyone's calls.
   */
  streams: Agent;
}

export function createUpstream(
  config: Pick<GatewayConfig, 'serviceUrls' | 'upstreamTimeoutMs'> & Partial<Pick<GatewayConfig, 'streamsPerInstance'>>,
): Upstream {
  const timeoutMs = config.upstreamTimeoutMs;
  return {
    // As many as the streams the instance lets open (events/stream-slots.ts): none waits for one.
    streams: new Agent({
      connections: config.streamsPerInstance ?? 1,
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      // A plant that sends not even its heartbeat is gone: the browser reconnects.
      bodyTimeout: 3 * EVENTS_HEARTBEAT_MS,
    }),
    serviceUrls: config.serviceUrls,
    timeoutMs,
    // Keep-alive connections keep the added latency per call low.
    dispatcher: new Agent({
      connections: 64,
      keepAliveTimeout: 30_000,
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    }),
  };
}

export const timeout = () => new TRPCError({ code: 'GATEWAY_TIMEOUT', message: messages.gatewayTimeout });
export const badReply = () => new TRPCError({ code: 'BAD_GATEWAY', message: 'The service sent an unexpected reply' });

/**
 * Sends one validated call to its service with the caller's own token and request id, and
 * returns the reply validated against the contract: a malformed reply is an error, never passed on.
 * `trusted` skips that check for the later pages of an export, whose first page was checked and
 * whose rows only become cell text (a malformed reply is still no JSON object, or no data array);
 * `response` checks the reply against another schema than the call's (an export page's).
 */
export async function forward(
  call: AnyCall,
  input: unknown,
  ctx: Context,
  {
    trusted = false,
    headers,
    response = call.response,
  }: { trusted?: boolean; headers?: Record<string, string>; response?: z.ZodType } = {},
): Promise<unknown> {
  const { upstream } = ctx;
  const { req, url } = serviceRequest(call, input, ctx, headers);
  const body = req.body instanceof FormData ? await formBytes(req.body, req.headers) : req.body;

  let status: number;
  let text: string;
  let retryAfter: string | undefined;
  const started = performance.now();
  try {
    ({ status, text, retryAfter } = await exchange(upstream.dispatcher, url, {
      method: req.method,
      headers: req.headers,
      body,
      // A call that may take longer (a retransmit to customs) says so in its contract.
      timeoutMs: call.timeoutMs ?? upstream.timeoutMs,
    }));
  } catch (err) {
    ctx.log.warn({ err, service: call.service, path: call.path }, 'service unreachable or too slow');
    ctx.metrics.upstreamErrors.inc({ service: call.service, kind: isTimeout(err) ? 'timeout' : 'unreachable' });
    throw timeout();
  }

  const ms = Math.round(performance.now() - started);
  ctx.log.info({ service: call.service, path: call.path, status, ms }, 'service answered');
  const json = parseJson(text);
  if (status >= 200 && status < 300) {
    if (trusted) {
      if (Array.isArray((json as { data?: unknown } | null)?.data)) return json;
    } else {
      const reply = response.safeParse(json);
      if (reply.success) return reply.data;
      ctx.log.error(
        { service: call.service, path: call.path, status, issues: issueLines(reply.error.issues) },
        'service reply does not match the contract',
      );
    }
    ctx.metrics.upstreamErrors.inc({ service: call.service, kind: 'bad_reply' });
    throw badReply();
  }
  if (status >= 500)
    ctx.metrics.upstreamErrors.inc({ service: call.service, kind: status === 504 ? 'timeout' : 'server_error' });
  throw upstreamError(call, status, json, retryAfter);
}

/** The exchange's own bound, or one of undici's connect, headers or body timeouts. */
class NoReplyInTime extends Error {}
const isTimeout = (err: unknown) =>
  err instanceof NoReplyInTime || /TIMEOUT/.test(String((err as { code?: unknown } | null)?.code));

/** A call as its service gets it, with the caller's token, language, request id and address; and its URL. */
export function serviceRequest(call: AnyCall, input: unknown, ctx: Context, headers?: Record<string, string>) {
  const req = buildRequest(call, input, {
    token: ctx.token,
    idempotencyKey: ctx.idempotencyKey,
    language: ctx.language,
    // The client's address goes on for the service's own sign-in throttle.
    headers: { ...headers, [REQUEST_ID_HEADER]: ctx.requestId, 'x-forwarded-for': ctx.clientIp },
  });
  return { req, url: requestUrl(ctx.upstream.serviceUrls[call.service], req) };
}

interface Exchange {
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  /** One bound for the whole exchange: connecting, waiting and reading the body. */
  timeoutMs: number;
}

/**
 * One request on the pooled connections, its reply's status and text. A bare dispatch handler
 * that gathers the body's bytes: undici's request() wraps each reply in a Readable stream and
 * each call's bound in an AbortSignal with its own timer and listeners, which were a large share of
 * the gateway's CPU per forwarded call; one timer here bounds the exchange.
 */
function exchange(
  dispatcher: Dispatcher,
  url: string,
  opts: Exchange,
): Promise<{ status: number; text: string; retryAfter?: string }> {
  const { origin, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    let retryAfter: string | undefined;
    let controller: Dispatcher.DispatchController | undefined;
    let late: Error | undefined;
    const timer = setTimeout(() => {
      late = new NoReplyInTime(`No complete reply within ${opts.timeoutMs} ms`);
      controller?.abort(late);
      reject(late);
    }, opts.timeoutMs);
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(err);
    };
    dispatcher.dispatch(
      {
        origin,
        path: pathname + search,
        method: opts.method as Dispatcher.HttpMethod,
        headers: opts.headers,
        body: opts.body,
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
      },
      {
        onRequestStart(c) {
          controller = c;
          if (late) c.abort(late);
        },
        onResponseStart(_c, statusCode, headers) {
          status = statusCode;
          const wait = headers['retry-after'];
          if (typeof wait === 'string') retryAfter = wait;
        },
        onResponseData(_c, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          clearTimeout(timer);
          resolve({ status, text: Buffer.concat(chunks).toString('utf8'), retryAfter });
        },
        onResponseError(_c, err) {
          fail(err);
        },
      },
    );
  });
}

/**
 * An upload's form encoded by the runtime's fetch classes, its content type set: undici's
 * request() cannot stream the runtime's FormData (another undici copy).
 */
async function formBytes(form: FormData, headers: Record<string, string>): Promise<Buffer> {
  const encoded = new Request('http://upload.invalid', { method: 'POST', body: form });
  headers['content-type'] = encoded.headers.get('content-type') ?? '';
  return Buffer.from(await encoded.arrayBuffer());
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Maps a service's error reply; its words ('[20007] Record Already Exist!', a print's field
 * errors) reach the user. A reply that says nothing gets the spec's words for a print (spec 2
 * section 8), else its status.
 */
export function upstreamError(call: AnyCall, status: number, json: unknown, retryAfter?: string | null): TRPCError {
  if (status === 504) return timeout();
  const { message, issues, statusText } = serviceErrorOf(json);
  const cause = new UpstreamError(message ?? fallbackMessage(call, status), status, issues, statusText);
  // A service's wait (its render queue is full) reaches the caller as the gateway's own Retry-After.
  const wait = Number(retryAfter);
  if (status === 429 && Number.isInteger(wait) && wait > 0) cause.retryAfter = wait;
  // Sign-in's own 401 says why (wrong password); on any other call it means the session is gone.
  if (status === 401) {
    const own = call.access.kind === 'public' && message;
    return new TRPCError({ code: 'UNAUTHORIZED', message: own || messages.sessionExpired, cause });
  }
  if (status >= 400 && status < 500)
    return new TRPCError({ code: clientErrorCode(status), message: cause.message, cause });
  return new TRPCError({ code: 'BAD_GATEWAY', message: cause.message, cause });
}

function fallbackMessage(call: AnyCall, status: number): string {
  if (!isPrintCall(call)) return `Service error ${status}`;
  return status < 500 ? demandMessages.clientError : demandMessages.serverError;
}
