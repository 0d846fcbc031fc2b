import { type ChildProcess, spawn } from 'node:child_process';
import { get, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { stoppingMessage, XLSX_TYPE } from '@fgss/contracts';
import { bundledEntry, shiftedClock } from '@fgss/fake-services/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCheck, startStrictService } from './test/strict-service.js';
import { startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';

/**
 * The gateway's own process stopped with SIGTERM while a call waits on a slow service, or while a
 * slow client reads a download: new requests (and /readyz) get 503, the call is answered, the
 * download read to its last byte, and the process exits 0.
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

/** The gateway's main.ts in a process of its own, in front of `serviceUrl`, once it answers /healthz. */
async function startGateway(
  serviceUrl: string,
): Promise<{ url: string; process: ChildProcess; exited: Promise<number | null> }> {
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
      FGSS_FAKE_PLANT_URL: serviceUrl,
      FGSS_JWT_SECRET: TEST_JWT_SECRET,
      FGSS_STOP_GRACE_MS: '60000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => gateway.once('exit', resolve));
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
  return { url, process: gateway, exited };
}

/** A request while stopping: 503, `Connection: close` and the message. */
async function expectRefused(url: string) {
  const refused = await fetch(url);
  expect([refused.status, refused.headers.get('connection'), await refused.json()]).toEqual([
    503,
    'close',
    { message: stoppingMessage },
  ]);
}

describe('a SIGTERM while a call is in flight', () => {
  it('answers it, refuses new requests with 503, and exits 0', async () => {
    const { url, process: gateway, exited } = await startGateway(stub.url);
    try {
      const token = await signToken({ prm: { 'ConfigurationMasters/LocationMaster': 'R' } });
      const input = encodeURIComponent(JSON.stringify({ 0: {} }));
      const inFlight = fetch(`${url}/trpc/configuration.LocationMaster.list?batch=1&input=${input}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await expect.poll(() => stub.requests.some((r) => r.url.startsWith('/configuration/'))).toBe(true);

      gateway.kill('SIGTERM');
      await expect.poll(() => fetch(`${url}/readyz`).then((r) => r.status)).toBe(503);
      await expectRefused(`${url}/healthz`);

      answer();
      const reply = await inFlight;
      expect([reply.status, await reply.json()]).toEqual([200, [{ result: { data: { data: [], totalCount: 0 } } }]]);
      expect(await exited).toBe(0);
    } finally {
      gateway.kill('SIGKILL');
    }
  }, 120_000);
});

/** A file of a few megabytes: more than the sockets' buffers hold once its reader stops reading. */
const FILE_BYTES = 3_000_000;
const fileService = await startStrictService([
  sessionCheck,
  {
    method: 'GET',
    path: '/shipping/ShipmentplanMaintenanceMaster/GetTemplate',
    query: ['type'],
    required: ['type'],
    body: 'none',
    reply: { file: { name: 'Template.xlsx', type: XLSX_TYPE, bytes: Buffer.alloc(FILE_BYTES, 7) } },
  },
]);
afterAll(() => fileService.close());

describe('a SIGTERM while a slow client reads a download', () => {
  it('lets the client take every byte, answers new requests 503 meanwhile, then exits 0', async () => {
    const { url, process: gateway, exited } = await startGateway(fileService.url);
    let readAll = false;
    const readAllAtExit = exited.then(() => readAll);
    try {
      const token = await signToken({ prm: { 'ShippingPlan/ShipmentPlanMaintenanceMaster': 'R' } });
      const input = encodeURIComponent(JSON.stringify({ type: 'SH' }));
      // The client reads the first 64 KB, then stops reading until told.
      let received = 0;
      let holding = true;
      let download: IncomingMessage | undefined;
      const ended = new Promise<void>((resolve, reject) => {
        get(
          `${url}/api/file/shipping.ShipmentPlanMaintenanceMaster.template?input=${input}`,
          { headers: { authorization: `Bearer ${token}` } },
          (res) => {
            download = res;
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (received >= 65_536 && holding) res.pause();
            });
            res.once('end', () => {
              readAll = true;
              resolve();
            });
            res.once('error', reject);
          },
        ).once('error', reject);
      });
      await expect.poll(() => download?.isPaused(), { timeout: 30_000 }).toBe(true);

      gateway.kill('SIGTERM');
      await expect.poll(() => fetch(`${url}/readyz`).then((r) => r.status)).toBe(503);
      // Still stopping, not gone, while the client has not read the rest.
      await expectRefused(`${url}/healthz`);
      expect(received).toBeLessThan(FILE_BYTES);

      holding = false;
      download?.resume();
      await ended;
      expect(received).toBe(FILE_BYTES);
      expect(await exited).toBe(0);
      expect(await readAllAtExit).toBe(true);
    } finally {
      gateway.kill('SIGKILL');
    }
  }, 120_000);
});
