import { once } from 'node:events';
import { createServer } from 'node:net';
import { messages } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { type StubReply, type StubRequest, startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET, unsignedToken } from './test/tokens.js';
import { trpc, trpcBatch } from './test/trpc-http.js';

const LOCATION = 'ConfigurationMasters/LocationMaster';
const row = { id: 1, location_cd: 'WH1', location_nm: 'Warehouse 1', default_loc: true };
const saved = { message: 'Saved Successfully', statusText: 'OK' };
const noSession = {
  token: null,
  userData: null,
  permissionTree: [],
  message: 'Invalid username or password',
  passwordExpired: false,
  passwordToBeExpired: false,
  firstLogon: false,
};
const signIn = { username: 'planner', password: 'x', servername: 'FGSSMX01', domain: 'NODOMAIN' };

const defaultReply = (req: StubRequest): StubReply => {
  if (req.url.startsWith('/configuration/LocationMaster?') || req.url === '/configuration/LocationMaster')
    return req.method === 'GET' ? { body: { data: [row], totalCount: 1 } } : { body: saved };
  if (req.url.startsWith('/auth/authentication/token')) return { status: 401, body: { message: noSession.message } };
  if (req.url.startsWith('/auth/authentication/domains')) return { body: [{ name: 'NODOMAIN' }] };
  if (req.url.startsWith('/auth/authentication/EnableServerName')) return { body: [] };
  if (req.url.startsWith('/auth/authentication/defaultserver')) return { body: [] };
  return { status: 404, body: { message: 'no such stub route' } };
};

let reply = defaultReply;
const stub = await startStubService((req) => reply(req));
const tokens = {
  viewer: await signToken({ sub: 'viewer', prm: { [LOCATION]: 'R' } }),
  planner: await signToken({ sub: 'planner', prm: { [LOCATION]: 'RCU' } }),
  admin: await signToken({ sub: 'admin', group: 'SUPER', prm: { [LOCATION]: 'RCUD' } }),
  nobody: await signToken({ sub: 'nobody', prm: {} }),
};
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildGateway({
    jwtSecret: TEST_JWT_SECRET,
    serviceUrls: serviceUrlsAt(stub.url),
    logLevel: 'silent',
    webDist: null,
    signInPerMinute: 3,
    signInPerUserPerMinute: 1000,
  });
});
afterEach(() => {
  reply = defaultReply;
  stub.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

describe('/healthz', () => {
  it('answers ok without calling any service', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('request id', () => {
  it('keeps the caller’s x-request-id, echoes it and forwards it to the service', async () => {
    const res = await trpcBatch(app, [{ name: 'configuration.LocationMaster.list', input: {} }], {
      token: tokens.viewer,
      headers: { 'x-request-id': 'grid-load-42' },
    });
    expect(res.headers['x-request-id']).toBe('grid-load-42');
    expect(stub.requests[0]?.headers['x-request-id']).toBe('grid-load-42');
  });

  it('makes one when none (or an unsafe one) is sent', async () => {
    const res = await trpcBatch(app, [{ name: 'configuration.LocationMaster.list', input: {} }], {
      token: tokens.viewer,
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stub.requests[0]?.headers['x-request-id']).toBe(id);
  });
});

describe('token verification', () => {
  it.each([
    ['no token', null],
    ['an expired token', signToken({ prm: { [LOCATION]: 'RCUD' } }, { expiresIn: -5 })],
    ['a token signed with another secret', signToken({ prm: { [LOCATION]: 'RCUD' } }, { secret: 'x'.repeat(40) })],
    [
      'an unsigned token',
      unsignedToken({ sub: 'admin', server: 'FGSSMX01', group: 'SUPER', prm: { [LOCATION]: 'RCUD' } }),
    ],
  ])('with %s a protected procedure is UNAUTHORIZED and nothing is forwarded', async (_, token) => {
    const res = await trpc(app, 'configuration.LocationMaster.list', {}, { token: await token });
    expect(res.status).toBe(401);
    expect(res.error?.data.code).toBe('UNAUTHORIZED');
    expect(res.error?.message).toBe(messages.sessionExpired);
    expect(stub.requests).toHaveLength(0);
  });

  it('lets public calls through without a token, and never forwards a token it did not verify', async () => {
    const res = await trpc(app, 'auth.authentication.domains', {}, { token: unsignedToken({ sub: 'x' }) });
    expect(res.data).toEqual([{ name: 'NODOMAIN' }]);
    expect(stub.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('forwards the caller’s own verified token', async () => {
    await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
    expect(stub.requests[0]?.headers.authorization).toBe(`Bearer ${tokens.viewer}`);
  });
});

describe('access', () => {
  it('allows a screen action exactly when the token grants it', async () => {
    const insert = [{ location_cd: 'new', location_nm: 'New' }];
    expect((await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer })).ok).toBe(true);
    const refused = await trpc(app, 'configuration.LocationMaster.insert', insert, { token: tokens.viewer });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(messages.forbidden);
    expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect((await trpc(app, 'configuration.LocationMaster.insert', insert, { token: tokens.planner })).ok).toBe(true);
    expect((await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.nobody })).status).toBe(403);
  });

  it('checks a batch save per kind of change it carries', async () => {
    const inserted = [{ location_cd: 'B1', location_nm: 'Batch' }];
    const updated = [{ id: 1, location_cd: 'WH1', location_nm: 'Renamed', default_loc: true }];
    const deleted = [{ id: 2 }];
    const save = (token: string, input: unknown) => trpc(app, 'configuration.LocationMaster.save', input, { token });
    expect((await save(tokens.planner, { inserted, updated })).ok).toBe(true);
    expect((await save(tokens.planner, { deleted })).status).toBe(403);
    expect((await save(tokens.planner, { inserted, deleted })).status).toBe(403);
    expect((await save(tokens.viewer, { updated })).status).toBe(403);
    expect((await save(tokens.nobody, {})).status).toBe(403);
    expect((await save(tokens.admin, { inserted, updated, deleted })).ok).toBe(true);
  });

  it('refuses a caller without the right before looking at the input', async () => {
    const res = await trpc(app, 'configuration.LocationMaster.insert', [{ location_cd: 'TOO-LONG-CODE' }], {
      token: tokens.viewer,
    });
    expect(res.status).toBe(403);
  });

  it('keeps SUPER calls to group SUPER, and session calls to anyone signed in', async () => {
    expect((await trpc(app, 'auth.authentication.serverStatus', {}, { token: tokens.planner })).status).toBe(403);
    expect((await trpc(app, 'auth.authentication.serverStatus', {}, { token: tokens.admin })).ok).toBe(true);
    const own = { username: 'nobody' };
    expect((await trpc(app, 'auth.authentication.defaultserver', own, { token: tokens.nobody })).ok).toBe(true);
    expect((await trpc(app, 'auth.authentication.defaultserver', own)).status).toBe(401);
  });
});

describe('input validation', () => {
  it('answers one line per issue, as the message and in data.issues, and forwards nothing', async () => {
    const res = await trpc(
      app,
      'configuration.LocationMaster.insert',
      [{ location_cd: 'TOO-LONG-CODE', location_nm: '' }],
      { token: tokens.planner },
    );
    expect(res.status).toBe(400);
    expect(res.error?.data.code).toBe('BAD_REQUEST');
    expect(res.error?.data.issues).toEqual([
      '0.location_cd: Location Code must be at most 6 characters',
      '0.location_nm: Location Name is required',
    ]);
    expect(res.error?.message).toBe(res.error?.data.issues?.join('\n'));
    expect(stub.requests).toHaveLength(0);
  });

  it('never sends a stack trace, even in development', async () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/trpc/configuration.LocationMaster.list?input=${encodeURIComponent('{"take":-1}')}`,
        headers: { authorization: `Bearer ${tokens.viewer}` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toMatch(/stack|at .*\.ts:\d+/);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/export',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).not.toMatch(/stack|at .*\.js:\d+/);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('sends the validated input on: query string for a load, JSON body for a save', async () => {
    const filter = [['location_cd', 'contains', 'wh'], 'or', ['location_nm', 'startswith', 'Ware']];
    await trpc(app, 'configuration.LocationMaster.list', { skip: 10, take: 10, filter }, { token: tokens.viewer });
    const query = new URL(stub.requests[0]?.url ?? '', 'http://x').searchParams;
    expect(JSON.parse(query.get('filter') ?? '')).toEqual(filter);
    expect([query.get('skip'), query.get('take')]).toEqual(['10', '10']);
    await trpc(app, 'configuration.LocationMaster.insert', [{ location_cd: ' wh9 ', location_nm: 'Nine' }], {
      token: tokens.planner,
    });
    expect(stub.requests[1]?.body).toEqual([{ location_cd: 'WH9', location_nm: 'Nine' }]);
  });
});

describe('service replies', () => {
  it('passes a service’s 4xx message on', async () => {
    reply = () => ({ status: 400, body: { message: messages.recordExists } });
    const res = await trpc(app, 'configuration.LocationMaster.insert', [{ location_cd: 'WH1', location_nm: 'x' }], {
      token: tokens.planner,
    });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe('[20007] Record Already Exist!');
  });

  it('turns a service’s 401 into UNAUTHORIZED; sign-in keeps the service’s reason', async () => {
    reply = (req) =>
      req.url.includes('token') ? defaultReply(req) : { status: 401, body: { message: 'jwt expired' } };
    const load = await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
    expect(load.error?.data.code).toBe('UNAUTHORIZED');
    expect(load.error?.message).toBe(messages.sessionExpired);
    const login = await trpc(app, 'auth.authentication.token', signIn, { ip: '10.9.9.9' });
    expect(login.error?.data.code).toBe('UNAUTHORIZED');
    expect(login.error?.message).toBe('Invalid username or password');
  });

  it('refuses a reply that does not match the contract instead of passing it on', async () => {
    reply = () => ({ body: { data: [{ id: 'one', location_cd: 5 }] } });
    const res = await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
    expect(res.status).toBe(502);
    expect(res.error?.message).toBe('The service sent an unexpected reply');
    reply = () => ({ raw: '<html>oops</html>' });
    expect((await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer })).status).toBe(502);
  });

  it('passes on only the fields the contract names', async () => {
    reply = () => ({ body: { data: [{ ...row, password_hash: 'secret' }], totalCount: 1, debug: 'sql' } });
    const res = await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
    expect(res.data).toEqual({ data: [row], totalCount: 1 });
  });

  it('turns a service’s 5xx into BAD_GATEWAY with its message, and its 504 into the spec’s time-out', async () => {
    reply = () => ({ status: 500, body: { message: 'Database is locked' } });
    const failed = await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
    expect([failed.status, failed.error?.message]).toEqual([502, 'Database is locked']);
    reply = () => ({ status: 504, raw: '<html>504</html>' });
    const slow = await trpc(app, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
    expect([slow.error?.data.code, slow.error?.message]).toEqual(['GATEWAY_TIMEOUT', '504 Gateway Time-out']);
  });
});

describe('unreachable or slow services', () => {
  it('answers 504 Gateway Time-out when nothing listens on the service port', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    server.close();
    const closed = await buildGateway({
      jwtSecret: TEST_JWT_SECRET,
      serviceUrls: serviceUrlsAt(`http://127.0.0.1:${port}`),
      logLevel: 'silent',
      webDist: null,
    });
    try {
      const res = await trpc(closed, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
      expect(res.status).toBe(504);
      expect(res.error?.data.code).toBe('GATEWAY_TIMEOUT');
      expect(res.error?.message).toBe('504 Gateway Time-out');
    } finally {
      await closed.close();
    }
  });

  it('answers 504 Gateway Time-out within the configured bound when the service never answers', async () => {
    reply = () => 'hang';
    const bounded = await buildGateway({
      jwtSecret: TEST_JWT_SECRET,
      serviceUrls: serviceUrlsAt(stub.url),
      upstreamTimeoutMs: 300,
      logLevel: 'silent',
      webDist: null,
    });
    try {
      const started = Date.now();
      const res = await trpc(bounded, 'configuration.LocationMaster.list', {}, { token: tokens.viewer });
      expect(res.error?.message).toBe('504 Gateway Time-out');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await bounded.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('refuses a client address past its sign-in attempts per minute, others still pass', async () => {
    const attempt = (ip: string) => trpc(app, 'auth.authentication.token', signIn, { ip });
    for (let i = 0; i < 3; i++) expect((await attempt('10.1.1.1')).status).toBe(401);
    const refused = await attempt('10.1.1.1');
    expect(refused.status).toBe(429);
    expect(refused.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.error?.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
    expect(stub.requests).toHaveLength(3);
    expect((await attempt('10.1.1.2')).status).toBe(401);
    const reset = await trpc(
      app,
      'auth.authentication.resetPassword',
      { username: 'x', servername: 'y' },
      { ip: '10.1.1.1' },
    );
    expect(reset.status).toBe(429);
  });

  it('counts every sign-in call of a batched request', async () => {
    const calls = Array.from({ length: 4 }, () => ({ name: 'auth.authentication.token', input: signIn }));
    const { outcomes } = await trpcBatch(app, calls, { ip: '10.2.2.2' });
    expect(outcomes.map((o) => o.status)).toEqual([401, 401, 401, 429]);
  });

  it('does not count the other public calls', async () => {
    for (let i = 0; i < 5; i++)
      expect((await trpc(app, 'auth.authentication.domains', {}, { ip: '10.3.3.3' })).ok).toBe(true);
  });
});

describe('batching', () => {
  it('runs several procedures in one request, each with its own outcome', async () => {
    const { outcomes } = await trpcBatch(
      app,
      [
        { name: 'configuration.LocationMaster.list', input: {} },
        { name: 'configuration.LocationMaster.getDefaults', input: {} },
      ],
      { token: tokens.nobody },
    );
    expect(outcomes.map((o) => o.status)).toEqual([403, 403]);
  });

  it('refuses an oversized batch', async () => {
    const calls = Array.from({ length: 40 }, () => ({ name: 'auth.authentication.domains', input: {} }));
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/${calls.map((c) => c.name).join(',')}?batch=1&input={}`,
    });
    expect(res.statusCode).toBe(400);
    expect(stub.requests).toHaveLength(0);
  });
});
