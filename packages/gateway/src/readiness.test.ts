import { once } from 'node:events';
import { createServer } from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { createUpstream } from './forward.js';
import { READY_FRESH_MS, registerReadiness } from './readiness.js';
import { pacer } from './refusal-pacing.js';
import { startStubService } from './test/stub-service.js';
import { TEST_JWT_SECRET } from './test/tokens.js';

const stub = await startStubService(() => ({ status: 404, body: {} }));
const closed = createServer().listen(0, '127.0.0.1');
await once(closed, 'listening');
const deadPort = (closed.address() as { port: number }).port;
closed.close();
afterAll(() => stub.close());

const gateway = (auth: string) =>
  buildGateway({
    jwtSecret: TEST_JWT_SECRET,
    logLevel: 'silent',
    webDist: null,
    serviceUrls: { ...serviceUrlsAt(stub.url), auth },
  });

describe('/readyz', () => {
  it('is ready when every configured service answers (any status)', async () => {
    const app = await gateway(`${stub.url}/auth`);
    const res = await app.inject('/readyz');
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ready' }]);
    await app.close();
  });

  it('is not ready, naming the service, when one does not answer; /healthz stays alive', async () => {
    const app = await gateway(`http://127.0.0.1:${deadPort}/auth`);
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', down: ['auth'] });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });

  it('asks the services once for any number of callers within a few seconds, then again', async () => {
    let clock = 1_000_000;
    const app = Fastify({ logger: false });
    const upstream = createUpstream({ serviceUrls: serviceUrlsAt(stub.url), upstreamTimeoutMs: 2_000 });
    registerReadiness(app, upstream, { now: () => clock, pace: pacer(0) });
    stub.requests.length = 0;
    const replies = await Promise.all(Array.from({ length: 25 }, () => app.inject('/readyz')));
    for (let i = 0; i < 25; i++) replies.push(await app.inject('/readyz'));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    // One check: each of the eight services once.
    expect(stub.requests).toHaveLength(8);

    clock += READY_FRESH_MS;
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect(stub.requests).toHaveLength(16);
    await app.close();
    await upstream.dispatcher.close();
  });
});
