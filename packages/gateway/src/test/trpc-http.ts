import { flattenCalls, registry, traceSearch } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';

const methods = new Map<string, string>(flattenCalls(registry).map(({ name, call }) => [name, call.method]));
// The gateway's composed trace is a query too.
methods.set(traceSearch.name, 'GET');

export interface TrpcOutcome {
  status: number;
  ok: boolean;
  data?: unknown;
  error?: { message: string; code: number; data: { code: string; httpStatus: number; issues?: string[] } };
}

export interface CallOptions {
  token?: string | null;
  /** Client address, to tell callers apart for the sign-in limit. */
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * Calls procedures the way the web's httpBatchLink does: GET with the inputs in the query for
 * queries, POST with a JSON body for mutations, several procedures in one request.
 */
export async function trpcBatch(
  app: FastifyInstance,
  calls: { name: string; input?: unknown }[],
  opts: CallOptions = {},
): Promise<{ status: number; headers: Record<string, unknown>; outcomes: TrpcOutcome[] }> {
  const first = calls[0]?.name ?? '';
  const isQuery = methods.get(first) === 'GET';
  const inputs = Object.fromEntries(calls.map((c, i) => [i, c.input]));
  const path = `/trpc/${calls.map((c) => c.name).join(',')}?batch=1`;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method: isQuery ? 'GET' : 'POST',
    url: isQuery ? `${path}&input=${encodeURIComponent(JSON.stringify(inputs))}` : path,
    headers: isQuery ? headers : { ...headers, 'content-type': 'application/json' },
    payload: isQuery ? undefined : JSON.stringify(inputs),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  const body = res.json() as { result?: { data: unknown }; error?: TrpcOutcome['error'] }[];
  const outcomes = body.map((item) =>
    item.error
      ? { status: item.error.data.httpStatus, ok: false, error: item.error }
      : { status: 200, ok: true, data: item.result?.data },
  );
  return { status: res.statusCode, headers: res.headers, outcomes };
}

/** One procedure call; the outcome says whether it succeeded, with the data or the error. */
export async function trpc(app: FastifyInstance, name: string, input?: unknown, opts?: CallOptions) {
  const { outcomes } = await trpcBatch(app, [{ name, input }], opts);
  return outcomes[0] as TrpcOutcome;
}

const codeOf: Record<number, string> = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** A file call through the gateway's file route, its outcome told as a procedure's is. */
export async function fileCall(app: FastifyInstance, name: string, input: unknown, opts: CallOptions = {}) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/file/${name}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`,
    headers: { ...opts.headers, ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
  });
  const status = res.statusCode;
  if (status < 300) return { status, ok: true, data: res.rawPayload } satisfies TrpcOutcome;
  const { message } = res.json() as { message: string };
  const code = codeOf[status] ?? 'INTERNAL_SERVER_ERROR';
  return { status, ok: false, error: { message, code: -1, data: { code, httpStatus: status } } } satisfies TrpcOutcome;
}
