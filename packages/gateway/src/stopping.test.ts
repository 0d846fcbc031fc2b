import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { stoppingMessage } from '@fgss/contracts';
import { bundledEntry, shiftedClock } from '@fgss/fake-services/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';

/**
 * The gateway's own process stopped with SIGTERM while a call waits on a slow service: new
 * requests (and /readyz) get 503, the waiting call is answered, and the process exits 0.
 */
let answer: () => void = () => {};
const answered = new Promise<void>((resolve) => {
  answer = resolve;
});
const stub = await startStubService(async (req) => {
  if (req.url.startsWith('/configuration/')) await answered;
  return { body: { data: [], totalCount: 0 } };
});
afterAll(() => stub.close());

/** A free port for the gateway, which takes no port 0. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('a SIGTERM while a call is in flight', () => {
  it('answers it, refuses new requests with 503, and exits 0', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const entry = await bundledEntry(fileURLToPath(new URL('./main.ts', import.meta.url)));
    const clock = await shiftedClock();
    const gateway = spawn(process.execPath, [...clock.args, entry], {
      env: {
        ...process.env,
        ...clock.env,
        GATEWAY_PORT: String(port),
        GATEWAY_HOST: '127.0.0.1',
        FGSS_FAKE_PLANT_URL: stub.url,
        FGSS_JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => gateway.once('exit', resolve));
    try {
      await expect
        .poll(
          () =>
            fetch(`${url}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
      const token = await signToken({ prm: { 'ConfigurationMasters/LocationMaster': 'R' } });
      const input = encodeURIComponent(JSON.stringify({ 0: {} }));
      const inFlight = fetch(`${url}/trpc/configuration.LocationMaster.list?batch=1&input=${input}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await expect.poll(() => stub.requests.some((r) => r.url.startsWith('/configuration/'))).toBe(true);

      gateway.kill('SIGTERM');
      await expect.poll(() => fetch(`${url}/readyz`).then((r) => r.status)).toBe(503);
      const refused = await fetch(`${url}/healthz`);
      expect([refused.status, refused.headers.get('connection'), await refused.json()]).toEqual([
        503,
        'close',
        { message: stoppingMessage },
      ]);

      answer();
      const reply = await inFlight;
      expect([reply.status, await reply.json()]).toEqual([200, [{ result: { data: { data: [], totalCount: 0 } } }]]);
      expect(await exited).toBe(0);
    } finally {
      gateway.kill('SIGKILL');
    }
  }, 120_000);
});
