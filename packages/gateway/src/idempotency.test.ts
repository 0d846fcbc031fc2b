import { rmSync } from 'node:fs';
import { IDEMPOTENCY_KEY_HEADER } from '@fgss/contracts';
import { PlantClient, type PrintJob, startPlantProcess } from '@fgss/fake-services';
import { copySmallSeed } from '@fgss/fake-services/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { trpc } from './test/trpc-http.js';

/**
 * The 504 test: the plant is paused (SIGSTOP) past the gateway's timeout during an insert and
 * during a print, so the user gets 504 while the work is still to happen; the plant resumes and
 * the user retries the same action with the same key: exactly one row, exactly one print.
 * The attempts made while the plant is paused go through a gateway instance with a short timeout
 * (a stopped process answers no sooner for a longer one); every other call through one with the
 * usual timeout, so a retry on a busy machine is not cut short. The gateway keeps no state: the
 * key's reply is the plant's, whichever instance the retry reaches.
 */
// A copy of the run's seeded template: the plant process starts without seeding.
const dataDir = copySmallSeed();
const jwtSecret = `gateway-504-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const PRINTER = 'MX01-ZT410-FG';
let plant: Awaited<ReturnType<typeof startPlantProcess>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let impatient: Awaited<ReturnType<typeof buildGateway>>;
let token: string;
let plantClient: PlantClient;

beforeAll(async () => {
  plant = await startPlantProcess({ dataDir, jwtSecret });
  const config = { serviceUrls: serviceUrlsAt(plant.url), jwtSecret, logLevel: 'silent', webDist: null };
  gateway = await buildGateway(config);
  impatient = await buildGateway({ ...config, upstreamTimeoutMs: 300 });
  plantClient = new PlantClient(plant.url);
  token = await plantClient.signIn('admin');
}, 300_000);
afterAll(async () => {
  plant.child.kill('SIGCONT');
  await gateway.close();
  await impatient.close();
  await plant.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const paused = async <T>(work: () => Promise<T>): Promise<T> => {
  plant.child.kill('SIGSTOP');
  try {
    return await work();
  } finally {
    plant.child.kill('SIGCONT');
  }
};
const withKey = (key: string) => ({ token, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

describe('a retry after a 504', () => {
  it('saves the row once', async () => {
    const name = `T504 ${Date.now().toString(36)}`.toUpperCase();
    const input = [{ carrieR_NM: name }];
    const first = await paused(() => trpc(impatient, 'configuration.CarrierMaster.insert', input, withKey('insert-1')));
    expect(first.status).toBe(504);
    const retry = await trpc(gateway, 'configuration.CarrierMaster.insert', input, withKey('insert-1'));
    expect(retry.error?.message ?? 'ok').toBe('ok');
    const rows = await trpc(
      gateway,
      'configuration.CarrierMaster.list',
      { filter: ['carrieR_NM', '=', name] },
      { token },
    );
    expect((rows.data as { data: unknown[] }).data).toHaveLength(1);
  });

  it('prints once', async () => {
    const jobs = async () =>
      (await plantClient.route<PrintJob[]>('GET', `/_plant/printers/${PRINTER}/jobs`)).body.length;
    const before = await jobs();
    const input = { noLabels: 3, noCopies: 1, printerName: PRINTER, Speed: 2 };
    const first = await paused(() => trpc(impatient, 'demand.EmptyBoxLabelPrinting.print', input, withKey('print-1')));
    expect(first.status).toBe(504);
    const retry = await trpc(gateway, 'demand.EmptyBoxLabelPrinting.print', input, withKey('print-1'));
    expect(retry.error?.message ?? 'ok').toBe('ok');
    const { serials } = retry.data as { serials: string[] };
    await expect.poll(jobs).toBe(before + 1);
    const history = await trpc(gateway, 'demand.PrintHistory.list', { serial: serials[0], take: 10 }, { token });
    expect((history.data as { data: { state: string }[] }).data).toEqual([
      expect.objectContaining({ state: 'printed' }),
    ]);
    // Both attempts are answered by now: nothing more reaches the printer.
    const again = await trpc(gateway, 'demand.EmptyBoxLabelPrinting.print', input, withKey('print-1'));
    expect(again.data).toEqual(retry.data);
    expect(await jobs()).toBe(before + 1);
  });
});
