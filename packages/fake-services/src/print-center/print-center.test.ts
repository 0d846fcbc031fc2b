import { type LivePrinter, PRINT_CENTER_EVENTS_PATH } from '@fgss/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { groupGrants } from '../db/schema/central.js';
import { startTestPlant } from '../testing.js';
import { STREAMS_PER_TOKEN } from './events-route.js';
import { plantDay } from './shifts.js';

/**
 * Print Center's watch and stream: a printer paused at the device reaches a listener within 2 s
 * and clears on resume; a stream carries only its plant's printers and is refused without a
 * print screen's read right, or past a few at once per token.
 */
const plant = await startTestPlant({ printers: true, devRoutes: true });
afterAll(async () => {
  // A connection the test's fetch opened and never used would hold the close for a minute.
  plant.app.server.closeAllConnections();
  await plant.close();
});
const { client } = plant;

interface Stream {
  events: { type: string; data: unknown }[];
  close(): void;
}

/** Opens the plant's event stream as the gateway does and collects its events. */
async function openStream(token: string): Promise<Stream & { status: number }> {
  const controller = new AbortController();
  const res = await fetch(`${plant.url}/demand/${PRINT_CENTER_EVENTS_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: Stream['events'] = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        text += value;
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
        }
      }
    })();
  }
  return { status: res.status, events, close: () => controller.abort() };
}

const lastState = (stream: Stream, printer: string) =>
  (
    stream.events.filter((e) => e.type === 'printer' && (e.data as LivePrinter).printerName === printer).at(-1)?.data as
      | LivePrinter
      | undefined
  )?.condition;

const printers = (await client.route<{ name: string; server: string }[]>('GET', '/_plant/printers')).body;
const mx01 = printers.find((p) => p.server === 'FGSSMX01')?.name ?? '';
const us01 = printers.find((p) => p.server === 'FGSSUS01')?.name ?? '';

describe('Print Center stream', () => {
  it('shows a printer paused at the device within 2 s and clears it on resume', async () => {
    const stream = await openStream(await client.signIn('viewer'));
    expect(stream.status).toBe(200);
    await expect.poll(() => lastState(stream, mx01), { timeout: 2000 }).toBe('ready');
    await client.route('PUT', `/_plant/printers/${mx01}/state`, { paused: true });
    await expect.poll(() => lastState(stream, mx01), { timeout: 2000 }).toBe('paused');
    await client.route('PUT', `/_plant/printers/${mx01}/state`, { paused: false });
    await expect.poll(() => lastState(stream, mx01), { timeout: 2000 }).toBe('ready');
    stream.close();
  });

  it("carries only the plant of the caller's server", async () => {
    const stream = await openStream(await client.signIn('admin', 'FGSSUS01'));
    await expect.poll(() => lastState(stream, us01), { timeout: 2000 }).toBe('ready');
    await client.route('PUT', `/_plant/printers/${mx01}/state`, { headOpen: true });
    const admin = await client.signIn('admin');
    const snapshot = () => client.call('demand.PrintCenter.snapshot', {}, { token: admin });
    const mx01State = async () => (await snapshot()).body.printers.find((p) => p.printer.printerName === mx01);
    await expect.poll(async () => (await mx01State())?.printer.condition).toBe('headOpen');
    const names = new Set(stream.events.map((e) => (e.data as LivePrinter).printerName));
    expect(names.has(mx01)).toBe(false);
    expect(names.has(us01)).toBe(true);
    await client.route('PUT', `/_plant/printers/${mx01}/state`, { headOpen: false });
    stream.close();
  });

  it('lists every printer of the plant: the ones it cannot ask with what the master says of them', async () => {
    const snapshot = (await client.call('demand.PrintCenter.snapshot', {}, { token: await client.signIn('viewer') }))
      .body;
    expect(snapshot.printers.map((p) => p.printer.printerName)).toContain(mx01);
    expect(snapshot.unwatched).toEqual([
      expect.objectContaining({
        printerName: 'MX01-DMX-I4212-BOX',
        printerType: 'Datamax',
        communicationType: 'TCP/IP',
      }),
      {
        printerName: 'MX01-GK420T-RWK',
        printerType: 'Zebra',
        model: 'GK420T',
        communicationType: 'USB',
        address: 'MX01-RWK-PC01',
      },
      {
        printerName: 'MX01-LASER-OFFICE',
        printerType: 'Laser',
        model: null,
        communicationType: 'Windows Queue',
        address: 'MX01-PRTSRV01',
      },
      {
        printerName: 'MX01-PM43-COMP',
        printerType: 'Intermec',
        model: null,
        communicationType: 'Serial',
        address: 'COM3',
      },
    ]);
  });

  it('refuses a token more than its few streams at once, with 429 and Retry-After', async () => {
    const token = await client.signIn('planner');
    const streams = await Promise.all(Array.from({ length: STREAMS_PER_TOKEN }, () => openStream(token)));
    expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
    const refused = await fetch(`${plant.url}/demand/${PRINT_CENTER_EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([refused.status, Number(refused.headers.get('retry-after')) > 0]).toEqual([429, true]);
    expect(((await refused.json()) as { message: string }).message).toMatch(/at most 4 live Print Center views/);
    // Another user's token has streams of its own (two sign-ins of one user in the same second
    // under the tests' fixed clock are the same token).
    const other = await openStream(await client.signIn('soon'));
    expect(other.status).toBe(200);
    other.close();
    streams[0]?.close();
    await expect
      .poll(async () => {
        const again = await openStream(token);
        again.close();
        return again.status;
      })
      .toBe(200);
    for (const s of streams) s.close();
  });

  it('is refused without a token and without read on a print screen', async () => {
    expect((await fetch(`${plant.url}/demand/${PRINT_CENTER_EVENTS_PATH}`)).status).toBe(401);
    plant.databases.central
      .update(groupGrants)
      .set({ canRead: false })
      .where(and(eq(groupGrants.groupCode, 'VIEWER'), eq(groupGrants.module, 'DemandPrinting')))
      .run();
    const viewer = await client.signIn('viewer');
    expect((await openStream(viewer)).status).toBe(403);
    expect((await client.call('demand.PrintCenter.snapshot', {}, { token: viewer })).status).toBe(403);
  });
});

describe('the plant day', () => {
  const starts = ['06:00', '14:00', '22:00'];
  it('starts with the first shift: a night past midnight is the day before', () => {
    const night = plantDay(new Date(2026, 10, 28, 3, 15), starts);
    expect(night.day).toBe('2026-11-27');
    expect(night.shifts.at(-1)).toEqual({ start: '22:00', from: '2026-11-27 22:00:00', to: '2026-11-28 06:00:00' });
    expect(plantDay(new Date(2026, 10, 28, 6, 0), starts).day).toBe('2026-11-28');
  });
});
