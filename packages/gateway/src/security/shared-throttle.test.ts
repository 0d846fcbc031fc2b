import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { serviceUrlsAt } from '../config.js';
import { startStubService } from '../test/stub-service.js';
import { TEST_JWT_SECRET } from '../test/tokens.js';
import { trpcBatch } from '../test/trpc-http.js';

/**
 * Attack: spread password guesses over the gateway replicas behind a load balancer (or wait for
 * a restart) so that no instance's own counter fills up. With FGSS_REDIS_URL the replicas count
 * in one Redis: a real redis-server on a socket file and two gateway instances here.
 */
const LIMIT = 3;
const stub = await startStubService(() => ({ status: 401, body: { message: 'Invalid username or password' } }));
let redis: ChildProcess;
let redisUrl = '';
let socketDir = '';
const gateways: FastifyInstance[] = [];

const gateway = async (withRedis: boolean) => {
  const app = await buildGateway({
    serviceUrls: serviceUrlsAt(stub.url),
    jwtSecret: TEST_JWT_SECRET,
    logLevel: 'silent',
    webDist: null,
    signInPerMinute: LIMIT,
    signInPerUserPerMinute: 1000,
    redisUrl: withRedis ? redisUrl : null,
  });
  gateways.push(app);
  return app;
};

beforeAll(async () => {
  // A socket file of its own rather than a loopback port: a port chosen before the server starts
  // could be taken meanwhile (ioredis takes the socket's path where a URL goes).
  socketDir = mkdtempSync(join(tmpdir(), 'fgss-redis-'));
  const socket = join(socketDir, 'redis.sock');
  redis = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // redis-server says so on stdout once it accepts connections.
  await new Promise<void>((ready, fail) => {
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (/ready to accept connections/i.test(chunk.toString())) ready();
    });
    redis.once('exit', (code) => fail(new Error(`redis-server exited (${code})`)));
  });
  redisUrl = socket;
});
afterAll(async () => {
  for (const app of gateways) await app.close();
  redis?.kill();
  await stub.close();
  rmSync(socketDir, { recursive: true, force: true });
});

const attempt = (app: FastifyInstance, ip: string) =>
  trpcBatch(
    app,
    [
      {
        name: 'auth.authentication.token',
        input: {
          username: `guess${Math.random()
            .toString(36)
            .replace(/[^a-z]/g, '')}`,
          password: 'x',
          servername: 'S',
          domain: 'D',
        },
      },
    ],
    { ip },
  );

describe('sign-in counters shared between gateway instances', () => {
  it('two instances with Redis refuse the attempt past the limit, whichever gets it, with Retry-After', async () => {
    const [a, b] = [await gateway(true), await gateway(true)];
    const statuses: number[] = [];
    for (const app of [a, b, a]) statuses.push((await attempt(app, '10.9.0.1')).outcomes[0]?.status ?? 0);
    const refused = await attempt(b, '10.9.0.1');
    expect([...statuses, refused.outcomes[0]?.status]).toEqual([401, 401, 401, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('without Redis each instance counts alone: the same spread gets one more guess through', async () => {
    const [a, b] = [await gateway(false), await gateway(false)];
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) statuses.push((await attempt(app, '10.9.0.2')).outcomes[0]?.status ?? 0);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });
});
