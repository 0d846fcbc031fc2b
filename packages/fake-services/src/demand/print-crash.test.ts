import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type PlantProcess, startPlantProcess } from '../plant-process.js';
import type { PrintJob } from '../printers/virtual-printer.js';
import { copySmallSeed } from '../test/small-seed.js';
import { PlantClient } from '../testing.js';

/**
 * The fake plant killed while a printer holds a job, then started again on the same data: the
 * next print repeats no serial of that job, and Print History lists the job as unknown.
 */
// A copy of the run's seeded template: the plant process starts without seeding.
const dataDir = copySmallSeed();
const PRINTER = 'MX01-ZT410-FG';
let running: PlantProcess | undefined;

afterAll(async () => {
  await running?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const serialsIn = (jobs: PrintJob[]) => jobs.flatMap((j) => j.text.match(/\b[A-Z0-9]{4}E\d{8}\b/g) ?? []);

describe('a crash while a job is being sent', () => {
  it('leaves the job unknown and its serials spent', async () => {
    // The printer timeout outlasts the test: only the crash ends this job.
    running = await startPlantProcess({ dataDir, printerTimeoutMs: 600_000 });
    let client = new PlantClient(running.url);
    let token = await client.signIn('admin');
    await client.route('PUT', `/_plant/printers/${PRINTER}/state`, { behaviour: 'neverClose' });
    const input = { noLabels: 5, noCopies: 1, printerName: PRINTER, Speed: 2 };
    const printing = client.call('demand.EmptyBoxLabelPrinting.print', input, { token }).catch((err: unknown) => err);
    // The printer holds the whole job (five labels) and has not closed: now the plant dies.
    const held = async () =>
      serialsIn((await client.route<PrintJob[]>('GET', `/_plant/printers/${PRINTER}/jobs?open=true`)).body);
    await expect.poll(held).toHaveLength(5);
    const printed = await held();
    await running.stop('SIGKILL');
    expect(await printing).toBeInstanceOf(Error);

    running = await startPlantProcess({ dataDir });
    client = new PlantClient(running.url);
    token = await client.signIn('admin');
    const next = await client.call('demand.EmptyBoxLabelPrinting.print', input, { token });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.serials.filter((s: string) => printed.includes(s))).toEqual([]);

    const listed = await client.call('demand.PrintHistory.list', { serial: printed[2], take: 10 }, { token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        state: 'unknown',
        firstSerial: printed[0],
        lastSerial: printed[4],
        printerName: PRINTER,
        screen: 'EmptyBoxLabelPrinting',
        userId: 'admin',
        message: 'The service stopped while this job was being sent: it may have printed.',
      }),
    ]);
  }, 300_000);
});
