import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { type StubRequest, startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';
import { trpc } from './test/trpc-http.js';

/** GET /metrics: what an operator's Prometheus scrapes from a gateway after some traffic. */
const LOCATION = 'ConfigurationMasters/LocationMaster';
const rows = [{ id: 1, location_cd: 'WH1', location_nm: 'Warehouse 1', default_loc: true }];
// The location list answers its first page, fails on the second and never answers the third.
const stub = await startStubService((req: StubRequest) => {
  if (req.url.startsWith('/auth/authentication/token')) return { status: 401, body: { message: 'Invalid username' } };
  const skip = new URL(req.url, 'http://stub').searchParams.get('skip');
  if (skip === '10') return { status: 500, body: { message: 'down' } };
  if (skip === '20') return 'hang';
  return { body: { data: rows, totalCount: 1 } };
});
const viewer = await signToken({ sub: 'viewer', prm: { [LOCATION]: 'R' } });
const page = (skip: number) => ({ skip, take: 10, requireTotalCount: true });
const LIST = 'configuration.LocationMaster.list';
// A built web app: its fallback must not answer /metrics with index.html.
const webDist = mkdtempSync(join(tmpdir(), 'fgss-web-'));
writeFileSync(join(webDist, 'index.html'), '<html><head></head><body>app</body></html>');

const gateway = (metricsToken: string | null) =>
  buildGateway({
    jwtSecret: TEST_JWT_SECRET,
    serviceUrls: serviceUrlsAt(stub.url),
    upstreamTimeoutMs: 300,
    logLevel: 'silent',
    webDist,
    metricsToken,
  });
let open: FastifyInstance;
let guarded: FastifyInstance;

beforeAll(async () => {
  [open, guarded] = await Promise.all([gateway(null), gateway('scrape-secret')]);
});
afterAll(async () => {
  await Promise.all([open.close(), guarded.close(), stub.close()]);
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /metrics', () => {
  it('answers Prometheus text with procedure, upstream, sign-in, export, memory and event-loop series', async () => {
    expect((await trpc(open, LIST, page(0), { token: viewer })).ok).toBe(true);
    expect((await trpc(open, LIST, page(10), { token: viewer })).status).toBe(502);
    const signIn = { username: 'planner', password: 'x', servername: 'FGSSMX01', domain: 'NODOMAIN' };
    expect((await trpc(open, 'auth.authentication.token', signIn)).status).toBe(401);
    const exported = await open.inject({
      method: 'POST',
      url: '/api/export',
      headers: { authorization: `Bearer ${viewer}` },
      payload: {
        procedure: 'configuration.LocationMaster.list',
        loadOptions: {},
        title: 'Location Master',
        columns: [{ field: 'location_cd', label: 'Location Code' }],
        language: 'EN',
        timeZone: 'UTC',
      },
    });
    expect(exported.statusCode).toBe(200);

    const res = await open.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toContain(`fgss_gateway_procedure_seconds_count{procedure="${LIST}",status="2xx"} 1`);
    expect(text).toContain(`fgss_gateway_procedure_seconds_count{procedure="${LIST}",status="5xx"} 1`);
    expect(text).toContain('fgss_gateway_upstream_errors_total{service="configuration",kind="server_error"} 1');
    expect(text).toContain('fgss_gateway_sign_in_refusals_total{reason="UNAUTHORIZED"} 1');
    expect(text).toContain('fgss_gateway_export_seconds_count{outcome="written"} 1');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m);
  });

  it('counts a service that does not answer in time as an upstream timeout', async () => {
    expect((await trpc(open, LIST, page(20), { token: viewer })).status).toBe(504);
    const text = (await open.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('fgss_gateway_upstream_errors_total{service="configuration",kind="timeout"} 1');
  });

  it('needs the bearer token when one is set', async () => {
    const without = await guarded.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({ message: 'A valid metrics token is required' });
    const wrong = await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE fgss_gateway_procedure_seconds histogram');
  });
});
