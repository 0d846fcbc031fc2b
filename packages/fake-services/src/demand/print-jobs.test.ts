import type { CallName, InputOf } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintJob } from '../printers/virtual-printer.js';
import { type PlantClient, type Reply, startTestPlant } from '../testing.js';

/**
 * A serial is never printed twice, tried as a plant breaks it: virtual printers that refuse,
 * never read, never close, reset mid-job or say they are paused or out of paper. After each,
 * the next print repeats no serial that reached a printer, and Print History tells what happened.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
const PRINTER = 'MX01-ZT610-SHIP';

beforeAll(async () => {
  // A short printer timeout: the printers that never read or never close are given up on sooner.
  plant = await startTestPlant({ printers: true, devRoutes: true, printerTimeoutMs: 400 });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token });

const setPrinter = (state: Record<string, unknown>) => client.route('PUT', `/_plant/printers/${PRINTER}/state`, state);

/** Every serial that reached the printer, job by job, open connections included. */
async function serialsAtPrinter(): Promise<string[]> {
  const jobs = (await client.route<PrintJob[]>('GET', `/_plant/printers/${PRINTER}/jobs?open=true`)).body;
  return jobs.flatMap((j) => j.text.match(/\b[A-Z0-9]{4}E\d{8}\b/g) ?? []);
}

const printEmptyBoxes = (noLabels: number) =>
  call('demand.EmptyBoxLabelPrinting.print', { noLabels, noCopies: 1, printerName: PRINTER, Speed: 2 });

const history = async (filters: Record<string, unknown>) =>
  (await call('demand.PrintHistory.list', { ...filters, take: 50 })).body.data as {
    id: number;
    state: string;
    firstSerial: string | null;
    lastSerial: string | null;
    message: string | null;
    reprintOf: number | null;
  }[];

/** The next print takes serials no earlier print sent, and each serial reached the printer once. */
async function nextPrintRepeatsNothing(): Promise<string[]> {
  await setPrinter({ behaviour: 'normal', paused: false, paperOut: false, headOpen: false });
  const before = await serialsAtPrinter();
  const next = await printEmptyBoxes(3);
  expect(next.status, JSON.stringify(next.body)).toBe(200);
  expect(before.filter((s) => next.body.serials.includes(s))).toEqual([]);
  await expect.poll(async () => (await serialsAtPrinter()).length).toBe(before.length + 3);
  const all = await serialsAtPrinter();
  expect(new Set(all).size).toBe(all.length);
  return next.body.serials;
}

describe('a print whose outcome is unknown', () => {
  it('is settled by the counter when the printer reads the job and never closes', async () => {
    await setPrinter({ behaviour: 'neverClose' });
    const taken = await printEmptyBoxes(3);
    // The send timed out once every byte went out; the printer's counter says all three came out.
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ state: 'printed', printed: taken.body.serials, missing: [] });
    const [job] = await history({ serial: taken.body.serials[0] });
    expect(job).toMatchObject({ id: taken.body.printId, state: 'printed' });
    await expect.poll(serialsAtPrinter).toEqual(expect.arrayContaining(taken.body.serials));
    await nextPrintRepeatsNothing();
  });

  it('keeps its serials spent when the printer accepts and never reads', async () => {
    await setPrinter({ behaviour: 'neverRead' });
    const failed = await printEmptyBoxes(999);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/The printer may have printed \w+–\d+; check it/);
    const [job] = await history({ state: 'unknown' });
    const next = await nextPrintRepeatsNothing();
    expect(next[0] && job?.lastSerial && next[0] > job.lastSerial).toBe(true);
  });

  it('keeps its serials spent when the printer resets the connection mid-job', async () => {
    await setPrinter({ behaviour: 'reset' });
    const failed = await printEmptyBoxes(999);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toContain('check it, then reprint from Print History if needed');
    await nextPrintRepeatsNothing();
  });
});

describe('a print the printer cannot take', () => {
  /** The serial after the last one any job took: where the next print must start (no gap). */
  const expectedNext = async () => {
    const [last] = await history({ state: 'printed', printerName: PRINTER });
    return Number(last?.lastSerial?.slice(-8)) + 1;
  };

  it('releases nothing and takes nothing when the printer refuses the connection', async () => {
    await nextPrintRepeatsNothing();
    const expected = await expectedNext();
    await setPrinter({ behaviour: 'refuse' });
    const failed = await printEmptyBoxes(2);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/cannot be reached\. No label was printed\.$/);
    const next = await nextPrintRepeatsNothing();
    // No gap: the next print continues right after the last one that printed.
    expect(Number(next[0]?.slice(-8))).toBe(expected);
  });

  it.each([
    [{ paused: true }, 'is paused. Release the pause on the printer, then print again.'],
    [{ paperOut: true }, 'is out of paper. Load labels, then print again.'],
    [{ headOpen: true }, 'has its print head open. Close the head, then print again.'],
  ])('refuses before taking a serial when ~HS answers %o', async (state, message) => {
    const expected = await expectedNext();
    const before = await serialsAtPrinter();
    await setPrinter(state);
    const status = await call('demand.EmptyBoxLabelPrinting.printerStatus', { printerName: PRINTER });
    expect(status.body).toMatchObject({ ready: false, message: `Printer '${PRINTER}' ${message}` });
    const refused = await printEmptyBoxes(2);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Printer '${PRINTER}' ${message}`);
    expect(await serialsAtPrinter()).toEqual(before);
    const next = await nextPrintRepeatsNothing();
    expect(Number(next[0]?.slice(-8))).toBe(expected);
    expect((await call('demand.EmptyBoxLabelPrinting.printerStatus', { printerName: PRINTER })).body).toEqual({
      printerName: PRINTER,
      condition: 'ready',
      faults: [],
      ready: true,
      message: `Printer '${PRINTER}' is ready.`,
    });
  });

  it('names every fault the printer reports at once, in its state and in the refusal', async () => {
    await setPrinter({ headOpen: true, paperOut: true });
    const both = [
      `Printer '${PRINTER}' has its print head open. Close the head, then print again.`,
      `Printer '${PRINTER}' is out of paper. Load labels, then print again.`,
    ].join('\n');
    const status = await call('demand.EmptyBoxLabelPrinting.printerStatus', { printerName: PRINTER });
    expect(status.body).toMatchObject({ condition: 'headOpen', faults: ['headOpen', 'paperOut'], ready: false });
    expect(status.body.message).toBe(both);
    const refused = await printEmptyBoxes(1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(both);
    await nextPrintRepeatsNothing();
  });
});

describe('Print History', () => {
  it('finds a job by a serial it holds, shows the bytes it sent, and reprints the same serials', async () => {
    await setPrinter({ behaviour: 'normal' });
    const printed = await printEmptyBoxes(3);
    const middle = printed.body.serials[1];
    const [job, ...others] = await history({ serial: middle.toLowerCase() });
    expect(others).toEqual([]);
    expect(job).toMatchObject({
      id: printed.body.printId,
      state: 'printed',
      userId: 'admin',
      screen: 'EmptyBoxLabelPrinting',
      printerName: PRINTER,
      labels: 3,
      copies: 1,
      firstSerial: printed.body.serials[0],
      lastSerial: printed.body.serials[2],
      reprintOf: null,
    });
    const jobs = async () => (await client.route<PrintJob[]>('GET', `/_plant/printers/${PRINTER}/jobs`)).body;
    const sent = (await jobs()).at(-1);
    const preview = await call('demand.PrintHistory.preview', { id: job?.id });
    expect(preview.body.zpl).toBe(sent?.text);
    expect(preview.body.preview.serial).toBe(printed.body.serials[0]);

    const before = (await jobs()).length;
    const reprinted = await call('demand.PrintHistory.reprint', {
      id: job?.id,
      screen: 'EmptyBoxLabelPrinting',
      reason: 'damaged',
    });
    expect(reprinted.status, JSON.stringify(reprinted.body)).toBe(200);
    expect(reprinted.body.serials).toEqual(printed.body.serials);
    await expect.poll(async () => (await jobs()).length).toBe(before + 1);
    expect((await jobs()).at(-1)?.text).toBe(sent?.text);
    expect(await history({ serial: middle })).toEqual([
      expect.objectContaining({
        id: reprinted.body.printId,
        reprintOf: job?.id,
        reprintReason: 'damaged',
        state: 'printed',
      }),
      expect.objectContaining({ id: job?.id }),
    ]);
  });

  it('filters by date, printer, user and state', async () => {
    const today = new Date().toLocaleDateString('sv');
    const all = await history({ dateFrom: today, dateTo: today, printerName: PRINTER, userId: 'admin' });
    expect(all.length).toBeGreaterThan(3);
    expect(await history({ dateTo: '2000-01-01' })).toEqual([]);
    expect(await history({ userId: 'viewer' })).toEqual([]);
    const unknown = await history({ state: 'unknown' });
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.every((j) => j.state === 'unknown')).toBe(true);
  });

  it('lets a reader of a print screen read it, and only an updater of the job screen reprint', async () => {
    const [job] = await history({ state: 'printed' });
    const viewer = await client.signIn('viewer');
    expect((await client.call('demand.PrintHistory.list', { take: 1 }, { token: viewer })).status).toBe(200);
    const asViewer = await client.call(
      'demand.PrintHistory.reprint',
      { id: job?.id, screen: 'EmptyBoxLabelPrinting', reason: 'test' as const },
      { token: viewer },
    );
    expect(asViewer.status).toBe(403);
    const wrongScreen = await call('demand.PrintHistory.reprint', {
      id: job?.id,
      screen: 'BoxLabelPrinting',
      reason: 'test' as const,
    });
    expect(wrongScreen).toEqual({
      status: 400,
      body: { message: `Print job ${job?.id} was printed on EmptyBoxLabelPrinting, not BoxLabelPrinting.` },
    });
  });
});

describe('printers offered and saved', () => {
  it('offers only Zebra printers on TCP/IP with an address on the print screens', async () => {
    const offered = (await call('demand.BoxLabelPrinting.printers', {})).body.map((p: { value: string }) => p.value);
    expect(offered).toContain(PRINTER);
    for (const cannot of ['MX01-GK420T-RWK', 'MX01-DMX-I4212-BOX', 'MX01-LASER-OFFICE', 'MX01-PM43-COMP'])
      expect(offered).not.toContain(cannot);
  });

  it('refuses a printer whose host is outside the printer networks', async () => {
    const saved = await call('configuration.LabelPrinterMaster.insert', [
      {
        printerName: 'OUTSIDE-ZT410',
        model: 'ZT410',
        communicationType: 'TCP/IP',
        hostName: '8.8.8.8',
        port: '9100',
        transmitMode: 'RAW',
        PrinterType: 'Zebra',
      },
    ]);
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(
      "Printer host '8.8.8.8' is outside the networks printers may be on (127.0.0.0/8,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,::1/128,fc00::/7).",
    );
  });
});
