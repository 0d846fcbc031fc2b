import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
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
});
