import { rmSync } from 'node:fs';
import { stoppingMessage } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type PlantProcess, startPlantProcess } from '../plant-process.js';
import type { PrintJob } from '../printers/virtual-printer.js';
import { copySmallSeed } from '../test/small-seed.js';
import { PlantClient } from '../testing.js';

/**
 * The fake plant stopped with SIGTERM while a slow printer holds a job: new requests are refused
 * with 503, the job finishes within the grace (printed, confirmed by the counter) or is marked unknown past it, the process
 * exits 0, and after a restart the next print continues the sequence.
 */
const dataDir = copySmallSeed();
const PRINTER = 'MX01-ZT410-FG';
const input = { noLabels: 3, noCopies: 1, printerName: PRINTER, Speed: 2 };
let running: PlantProcess | undefined;

afterAll(async () => {
  await running?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const serialsIn = (jobs: PrintJob[]) => jobs.flatMap((j) => j.text.match(/\b[A-Z0-9]{4}E\d{8}\b/g) ?? []);
const numberOf = (serial: string | undefined) => Number(serial?.slice(-8));

/** Starts a print on the slow printer, waits until the printer holds all of it, then sends SIGTERM. */
async function stopDuringPrint(stopGraceMs: number) {
  running = await startPlantProcess({ dataDir, stopGraceMs });
  const client = new PlantClient(running.url);
  const token = await client.signIn('admin');
  await client.route('PUT', `/_plant/printers/${PRINTER}/state`, { behaviour: 'slow' });
  const printing = client.call('demand.EmptyBoxLabelPrinting.print', input, { token }).catch((err: unknown) => err);
  const held = async () =>
    serialsIn((await client.route<PrintJob[]>('GET', `/_plant/printers/${PRINTER}/jobs?open=true`)).body);
  await expect.poll(held).toHaveLength(3);
  const printed = await held();
  const exited = running.stop('SIGTERM');
  return { client, printing, printed, exited };
}

/** Starts the plant again on the same data: the job is in Print History, the next print continues the sequence. */
async function restartAndCheck(printed: string[], state: string) {
  running = await startPlantProcess({ dataDir });
  const client = new PlantClient(running.url);
  const token = await client.signIn('admin');
  await client.route('PUT', `/_plant/printers/${PRINTER}/state`, { behaviour: 'normal' });
  const listed = await client.call('demand.PrintHistory.list', { serial: printed[1], take: 10 }, { token });
  expect(listed.body.data).toEqual([
    expect.objectContaining({ state, firstSerial: printed[0], lastSerial: printed[2], printerName: PRINTER }),
  ]);
  const next = await client.call('demand.EmptyBoxLabelPrinting.print', input, { token });
  expect(next.status, JSON.stringify(next.body)).toBe(200);
  expect(numberOf(next.body.serials[0])).toBe(numberOf(printed[2]) + 1);
  await running.stop('SIGTERM');
}

describe('a SIGTERM while a job is being sent', () => {
  it('refuses new requests, lets the print finish within the grace, and exits 0', async () => {
    const { client, printing, printed, exited } = await stopDuringPrint(20_000);
    // Once the signal is handled (a request sent before it would be taken).
    await expect.poll(() => fetch(`${client.url}/healthz`).then((r) => r.status)).toBe(503);
    const refused = await fetch(client.urlOf('demand.PrintHistory.list'));
    expect([refused.status, refused.headers.get('connection'), await refused.json()]).toEqual([
      503,
      'close',
      { message: stoppingMessage },
    ]);
    const done = await printing;
    expect(done).toMatchObject({ status: 200, body: { serials: printed } });
    expect(await exited).toBe(0);
    await restartAndCheck(printed, 'printed');
  }, 300_000);

  it('marks the job unknown, serials spent, when the grace runs out first', async () => {
    const { printing, printed, exited } = await stopDuringPrint(200);
    expect(await exited).toBe(0);
    expect(await printing).toBeInstanceOf(Error);
    await restartAndCheck(printed, 'unknown');
  }, 300_000);
});
