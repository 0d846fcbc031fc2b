import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { BodyKind, Method } from '@fgss/contracts';
import { listenLocally } from './local-server.js';

/** A route as the spec writes it, which the recorder takes exactly and nothing else. */
export interface Expectation {
  method: Method;
  /** Below the server root, with its case: '/configuration/LocationMaster'. */
  path: string;
  /** Query parameters it takes; `required` ones must be sent. No other may be. */
  query?: readonly string[];
  required?: readonly string[];
  body: BodyKind;
  /** The members a JSON object body may carry (any when not given). */
  members?: readonly string[];
  /** Headers it needs and what they must match; a bearer token unless `public`. */
  headers?: Record<string, RegExp>;
  public?: boolean;
  /** What it answers (a JSON 'OK' when not given), or how it answers the request it took. */
  reply?: Reply | ((request: Recorded) => Reply);
}

/** JSON with a status, a body that is no JSON (empty, or an HTML error page), or a file. */
export type Reply =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { text: string; status: number }
  | { file: { name: string; type: string; bytes: Buffer } };

/** The gateway's own check that a token still stands, which every service's tests answer as valid. */
export const sessionCheck: Expectation = {
  method: 'GET',
  path: '/auth/authentication/session',
  body: 'none',
  reply: { json: { username: 'planner' } },
};

/** A request as the recorder got it, and why it refused it (400) when it did. */
export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** A JSON body parsed, a multipart body as text, or undefined when none came. */
  body: unknown;
  refused?: string;
}

const BEARER = /^Bearer \S+$/;

/** Why the request does not meet the route's expectation, or null when it does. */
function refusal(expected: Expectation, request: Recorded, raw: Buffer): string | null {
  const names = Object.keys(request.query);
  const extra = names.filter((name) => !expected.query?.includes(name));
  if (extra.length) return `Unexpected query parameters: ${extra.join(', ')}`;
  const absent = (expected.required ?? []).filter((name) => !names.includes(name));
  if (absent.length) return `Missing query parameters: ${absent.join(', ')}`;
  const headers = { ...(expected.public ? {} : { authorization: BEARER }), ...expected.headers };
  for (const [name, pattern] of Object.entries(headers))
    if (!pattern.test(String(request.headers[name] ?? ''))) return `Header ${name} is missing or wrong`;
  const type = request.headers['content-type'] ?? '';
  switch (expected.body) {
    case 'none':
      return raw.length ? 'This call takes no body' : null;
    case 'multipart':
      return type.startsWith('multipart/form-data') ? null : 'The body must be multipart/form-data';
    case 'rows':
      // At least one row: a save sends no call for a kind with none.
      return type.startsWith('application/json') && Array.isArray(request.body) && request.body.length > 0
        ? null
        : 'The body must be a JSON array of rows';
    case 'object': {
      const body = request.body;
      if (raw.length === 0 && expected.members?.length === 0) return null;
      if (!type.startsWith('application/json') || typeof body !== 'object' || body === null || Array.isArray(body))
        return 'The body must be a JSON object';
      const unknown = Object.keys(body).filter((key) => expected.members && !expected.members.includes(key));
      return unknown.length ? `Unexpected body members: ${unknown.join(', ')}` : null;
    }
  }
}

/**
 * A stand-in for a real plant service that is not our fake plant: it takes only the routes it is
 * given, each exactly as the spec writes it (method, path with its case, query parameters, body
 * kind, headers), answers 400 with the reason for anything else, and records every request. It
 * answers JSON, or a file with its type and name where the spec's service answers one. A test
 * may change how a route answers with `answer`, until `reset`.
 */
export async function startStrictService(expectations: readonly Expectation[]) {
  const requests: Recorded[] = [];
  const answers = new Map<Expectation, Expectation['reply']>();
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  const routeOf = (method: string, path: string) =>
    expectations.find((e) => e.method === method && trim(e.path) === trim(path));
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://service');
    const type = req.headers['content-type'] ?? '';
    let body: unknown = raw.length ? raw.toString('utf8') : undefined;
    if (raw.length && type.startsWith('application/json')) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
    }
    const request: Recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    };
    requests.push(request);
    // ASP.NET routes take a path with or without its trailing slash; the case must match.
    const expected = routeOf(request.method, request.path);
    request.refused = expected
      ? (refusal(expected, request, raw) ?? undefined)
      : `No route ${request.method} ${request.path}`;
    if (request.refused) {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: request.refused }));
    }
    const given = (expected && answers.get(expected)) ?? expected?.reply ?? { json: { message: 'OK' } };
    const reply = typeof given === 'function' ? given(request) : given;
    if ('file' in reply) {
      res.writeHead(200, {
        'content-type': reply.file.type,
        'content-disposition': `attachment; filename="${reply.file.name}"`,
        'content-length': reply.file.bytes.length,
      });
      // In two pieces, as a stream arrives: the gateway must pass on the whole file, not a chunk.
      const half = Math.floor(reply.file.bytes.length / 2);
      res.write(reply.file.bytes.subarray(0, half));
      return res.end(reply.file.bytes.subarray(half));
    }
    if ('text' in reply) {
      res.writeHead(reply.status, reply.text ? { 'content-type': 'text/html' } : {});
      return res.end(reply.text);
    }
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.json));
  });
  return {
    ...(await listenLocally(server)),
    requests,
    /** The requests other than the gateway's session checks: the calls under test. */
    sent: () => requests.filter((r) => r.path !== sessionCheck.path),
    /** Answers the route `method path` (one it was given) with `reply` until `reset`. */
    answer(method: Method, path: string, reply: NonNullable<Expectation['reply']>) {
      const route = routeOf(method, path);
      if (!route) throw new Error(`No route ${method} ${path} to answer`);
      answers.set(route, reply);
    },
    /** Forgets the requests and the answers set by a test. */
    reset() {
      requests.length = 0;
      answers.clear();
    },
  };
}
