import { type AnyCall, bodyKind, type Method, multipartForm, sendsBody, XLSX_TYPE } from './call.js';
import { type CallName, callNamed, type InputOf } from './call-names.js';
import { IDEMPOTENCY_KEY_HEADER } from './constants.js';
import { encodeQuery } from './grid/load-options.js';
import { dotSegmentMessage, isDotSegment } from './input-safety.js';

/**
 * One call as HTTP. This is the only place a call is encoded: the gateway sends it to a service,
 * and the tests and the bench send it to the fake plant, all through buildRequest.
 */
export interface CallRequest {
  method: Method;
  /** Below the service's base address, path parameters filled in: 'LocationMaster/GetDefaults'. */
  path: string;
  /** The encoded query string without its '?'; '' when there is none. */
  query: string;
  /** JSON text, or multipart/form-data for an upload (its content type is set by whoever sends it). */
  body?: string | FormData;
  headers: Record<string, string>;
}

export interface RequestOptions {
  /** The caller's own bearer token. */
  token?: string | null;
  /** The user action's Idempotency-Key: sent with a write, so a repeat gets the first reply. */
  idempotencyKey?: string | null;
  /** The user's language ('EN', 'ES'): sent as Accept-Language on the calls whose spec sends it. */
  language?: string | null;
  /** More headers, e.g. the request id the gateway passes on. */
  headers?: Record<string, string>;
}

/** Path parameters (`{plantId}`) are taken out of the input; the rest goes in query or body. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(rest[name] ?? '');
    delete rest[name];
    // Encoding cannot keep a dot segment in place (URLs resolve '%2E%2E' as '..'): it never leaves.
    if (isDotSegment(value)) throw new Error(dotSegmentMessage(name));
    return encodeURIComponent(value);
  });
  return { path: filled, rest };
}

/** Input members by name, taken out of `from`. */
function take(from: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const taken: Record<string, unknown> = {};
  for (const name of names) {
    if (name in from) taken[name] = from[name];
    delete from[name];
  }
  return taken;
}

/**
 * A call and its input as HTTP, as the call's contract places each part: `{name}` path
 * parameters are taken out of the input; a GET sends the rest as the query string; a POST, PUT
 * or DELETE sends the members its `query` names in the query string and the rest as its body (a
 * JSON object, a bare JSON array of rows, or multipart/form-data for an upload).
 * The input is sent as given: validation is the receiver's, so a test may send a malformed one.
 */
export function buildRequest(call: AnyCall, input: unknown, opts: RequestOptions = {}): CallRequest {
  const kind = bodyKind(call);
  const rows = kind === 'rows' && Array.isArray(input);
  const { path, rest } = rows
    ? { path: call.path, rest: {} }
    : fillPath(call.path, (input ?? {}) as Record<string, unknown>);
  const accept = call.reply === 'file' ? `${XLSX_TYPE}, application/json` : 'application/json';
  const headers: Record<string, string> = { accept, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.language && call.acceptLanguage) headers['accept-language'] = opts.language;
  if (opts.idempotencyKey && sendsBody(call.method)) headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey;
  if (kind === 'none') return { method: call.method, path, query: encodeQuery(rest).toString(), headers };
  const query = encodeQuery(take(rest, call.query ?? [])).toString();
  if (kind === 'multipart') return { method: call.method, path, query, body: multipartForm(rest), headers };
  // A call whose members all go in the query string (Retransmit?asnNumber) sends no body.
  if (call.query?.length && !rows && Object.keys(rest).length === 0)
    return { method: call.method, path, query, headers };
  headers['content-type'] = 'application/json';
  return { method: call.method, path, query, body: JSON.stringify(rows ? input : rest), headers };
}

/** The request's URL below a base address (a service's, or the fake plant's with the service prefix). */
export const requestUrl = (base: string, request: Pick<CallRequest, 'path' | 'query'>) =>
  `${base}/${request.path}${request.query ? `?${request.query}` : ''}`;

/**
 * A call as the gateway's tRPC procedure of the same name takes it (tRPC's httpLink wire format,
 * no transformer): a GET call as GET trpc/<name>?input=<JSON>, any other as POST with the JSON input.
 */
export function procedureRequest<N extends CallName>(
  name: N,
  input: InputOf<N>,
  opts: RequestOptions = {},
): CallRequest {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const path = `trpc/${name}`;
  if (callNamed(name).method === 'GET') {
    const query = input === undefined ? '' : new URLSearchParams({ input: JSON.stringify(input) }).toString();
    return { method: 'GET', path, query, headers };
  }
  headers['content-type'] = 'application/json';
  return { method: 'POST', path, query: '', body: JSON.stringify(input), headers };
}
