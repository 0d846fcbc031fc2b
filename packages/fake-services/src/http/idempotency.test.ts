import { type CallName, IDEMPOTENCY_KEY_HEADER, type InputOf } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintJob } from '../printers/virtual-printer.js';
import { type PlantClient, type Reply, startTestPlant } from '../testing.js';
import { KEY_REUSED } from './idempotency.js';

/**
 * Writes and prints sent with an Idempotency-Key: a repeat of the key, while the first attempt
 * runs or after it, gets the first reply and the work is done once.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
const PRINTER = 'MX01-ZT410-FG';
let counter = 0;
const newKey = () => `test-${Date.now().toString(36)}-${counter++}`;

beforeAll(async () => {
  plant = await startTestPlant({ printers: true, devRoutes: true });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>, key?: string): Promise<Reply<any>> =>
  client.call(name, input, { token, idempotencyKey: key });

const jobs = async () => (await client.route<PrintJob[]>('GET', `/_plant/printers/${PRINTER}/jobs`)).body;
const emptyBoxes = { noLabels: 2, noCopies: 1, printerName: PRINTER, Speed: 2 };

describe('Idempotency-Key', () => {
  it('prints once when the same print arrives twice at once, and answers both with its reply', async () => {
    const before = (await jobs()).length;
    const key = newKey();
    const [a, b] = await Promise.all([
      call('demand.EmptyBoxLabelPrinting.print', emptyBoxes, key),
      call('demand.EmptyBoxLabelPrinting.print', emptyBoxes, key),
    ]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b).toEqual(a);
    const again = await call('demand.EmptyBoxLabelPrinting.print', emptyBoxes, key);
    expect(again).toEqual(a);
    await expect.poll(async () => (await jobs()).length).toBe(before + 1);
    // A new action (a new key) prints again, with new serials.
    const next = await call('demand.EmptyBoxLabelPrinting.print', emptyBoxes, newKey());
    expect(next.body.serials.filter((s: string) => a.body.serials.includes(s))).toEqual([]);
  });

  it('saves one row when an insert is repeated, and refuses the key for another request', async () => {
    const name = `IDEM ${Date.now().toString(36)}${counter++}`.toUpperCase();
    const key = newKey();
    const first = await call('configuration.CarrierMaster.insert', [{ carrieR_NM: name }], key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await call('configuration.CarrierMaster.insert', [{ carrieR_NM: name }], key)).toEqual(first);
    const listed = await call('configuration.CarrierMaster.list', { filter: ['carrieR_NM', '=', name] });
    expect(listed.body.data).toHaveLength(1);
    const other = await call('configuration.CarrierMaster.insert', [{ carrieR_NM: `${name}X`.slice(0, 20) }], key);
    expect(other).toEqual({ status: 422, body: { message: KEY_REUSED } });
  });

  it('keeps a refusal as the reply of its key, and keys are per user', async () => {
    const key = newKey();
    const refused = await call('demand.EmptyBoxLabelPrinting.print', { ...emptyBoxes, printerName: 'NOPE' }, key);
    expect(refused.status).toBe(400);
    expect(await call('demand.EmptyBoxLabelPrinting.print', { ...emptyBoxes, printerName: 'NOPE' }, key)).toEqual(
      refused,
    );
    const planner = await client.signIn('planner');
    const theirs = await client.call('demand.EmptyBoxLabelPrinting.print', emptyBoxes, {
      token: planner,
      idempotencyKey: key,
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
  });

  it('refuses a key that is not one', async () => {
    const bad = await call('demand.EmptyBoxLabelPrinting.print', emptyBoxes, 'with spaces in it');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`);
  });
});
