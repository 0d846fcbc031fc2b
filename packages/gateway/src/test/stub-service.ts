import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenLocally } from './local-server.js';

/** A request as the stand-in service received it. */
export interface StubRequest {
  method: string;
  /** Path and query below the server root, e.g. '/configuration/LocationMaster?take=10'. */
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A reply to send (when its promise settles, for a slow service), or 'hang' to never answer (down but accepting connections). */
export type StubReply = { status?: number; body?: unknown; raw?: string } | 'hang';

/**
 * A stand-in for the services behind the gateway, for the tests that need an upstream to
 * misbehave on purpose (hang, 401, malformed replies). It records every request it receives,
 * except the gateway's session checks (authentication/session), which it answers as valid.
 */
export async function startStubService(handle: (req: StubRequest) => StubReply | Promise<StubReply>) {
  const requests: StubRequest[] = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const request: StubRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    if (request.url === '/auth/authentication/session') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ username: 'stub' }));
    }
    requests.push(request);
    const reply = await handle(request);
    if (reply === 'hang') return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(reply.raw ?? JSON.stringify(reply.body ?? null));
  });
  return { ...(await listenLocally(server)), requests };
}
