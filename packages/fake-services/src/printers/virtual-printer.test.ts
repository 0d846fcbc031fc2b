import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { TCP_IP } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Databases } from '../db/databases.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { askPrinter } from '../labels/ask-printer.js';
import { copySmallSeed } from '../test/small-seed.js';
import { startTestPlant } from '../testing.js';
import { startPrinters } from './fleet.js';
import { identityOf } from './printer-models.js';
import { CANCEL_ALL, LABEL_COUNT_QUERY } from './printer-replies.js';
import { VirtualPrinter } from './virtual-printer.js';

const label = '^XA^FO50,50^A0N,40,40^FDBOX 000123 FORD-DEARBRN^FS^XZ';

function send(port: number, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('virtual printers', () => {
  it('receive ZPL over raw TCP and list every job', async () => {
    const plant = await startTestPlant({ printers: true, devRoutes: true });
    cleanups.push(() => plant.close());
    const printers = (await plant.client.route('GET', '/_plant/printers')).body as {
      name: string;
      server: string;
      port: number;
      jobs: number;
    }[];
    expect(printers.map((p) => [p.name, p.server])).toEqual(
      expect.arrayContaining([
        ['MX01-ZT410-FG', 'FGSSMX01'],
        ['MX01-ZT610-SHIP', 'FGSSMX01'],
        ['US01-ZT410-FG', 'FGSSUS01'],
        ['US01-ZT230-DOCK', 'FGSSUS01'],
      ]),
    );
    // Only network (TCP/IP) printers are reachable by printing: a USB printer gets none.
    expect(printers.map((p) => p.name)).not.toContain('MX01-GK420T-RWK');
    const target = printers.find((p) => p.name === 'MX01-ZT610-SHIP');
    await send(target?.port as number, label);
    await send(target?.port as number, `${label}\n${label}`);
    await expect
      .poll(async () => (await plant.client.route('GET', '/_plant/printers/MX01-ZT610-SHIP/jobs')).body)
      .toMatchObject([
        { printer: 'MX01-ZT610-SHIP', server: 'FGSSMX01', bytes: label.length, text: label },
        { bytes: label.length * 2 + 1 },
      ]);
    expect((await plant.client.route('GET', '/_plant/printers/MX01-ZT410-FG/jobs')).body).toEqual([]);
    expect((await plant.client.route('GET', '/_plant/printers/NOPE/jobs')).status).toBe(404);
  });

  it('write the port they listen on back to the label printer rows', async () => {
    const dir = copySmallSeed();
    const databases = Databases.open(dir);
    const fleet = await startPrinters(databases, 0, Fastify().log);
    cleanups.push(
      () => rmSync(dir, { recursive: true, force: true }),
      () => databases.close(),
      () => fleet.close(),
    );
    const rows = databases
      .plantsByServer()
      .flatMap(([, db]) => db.select().from(labelPrinters).where(eq(labelPrinters.communicationType, TCP_IP)).all());
    expect(rows.map((r) => [r.printerName, r.hostName, r.port])).toEqual(
      fleet.printers.map((p) => [p.name, '127.0.0.1', String(p.port)]),
    );
    expect(rows.every((r) => Number(r.port) > 0)).toBe(true);
  });
});

/** A format of `copies` labels, as the print service writes them. */
const format = (serial: string, copies = 1) => `^XA^FO50,50^A0N,40,40^FD${serial}^FS^PQ${copies},0,1,Y^XZ`;

/** Sends `text` on one connection and resolves to what the printer answered, once it closed. */
function talk(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function startPrinter(model: string | null = 'ZT610') {
  const printer = new VirtualPrinter('MX01-ZT610-SHIP', 'FGSSMX01', identityOf(model));
  const port = await printer.listen(0);
  cleanups.push(() => printer.close());
  const address = { name: printer.name, host: 'ship', address: '127.0.0.1', port };
  return { printer, port, ask: () => askPrinter(address, 1000) };
}

describe('a virtual printer, as a Zebra', () => {
  it('answers ~HI, ~HS, ~HQES and the label counter in the ZPL guide formats', async () => {
    const { port } = await startPrinter();
    expect(await talk(port, '~HI')).toBe('\x02ZT610-600dpi,V72.20.21Z,24,8192KB\x03\r\n');
    expect(await talk(port, LABEL_COUNT_QUERY)).toBe('"10000"');
    expect(await talk(port, '~HQES')).toBe(
      '\x02\r\nPRINTER STATUS\r\n   ERRORS:         0 00000000 00000000\r\n   WARNINGS:       0 00000000 00000000\r\n\x03\r\n',
    );
    expect((await talk(port, '~HS')).split('\r\n')).toEqual([
      '\x02030,0,0,1218,000,0,0,0,000,0,0,0\x03',
      '\x02001,0,0,0,1,2,6,0,00000000,1,000\x03',
      '\x021234,0\x03',
      '',
    ]);
  });

  it('prints each format ^PQ times, counting every label, and reports it in one ask', async () => {
    const { printer, port, ask } = await startPrinter('ZT410');
    await talk(port, `${format('A', 3)}\r\n${format('B', 2)}`);
    expect(await ask()).toEqual({
      model: 'ZT410-203dpi',
      firmware: 'V72.20.21Z',
      dotsPerMm: 8,
      paused: false,
      paperOut: false,
      ribbonOut: false,
      headOpen: false,
      bufferFull: false,
      formatsInBuffer: 0,
      labelsRemaining: 0,
      labelCount: 10_005,
    });
    // Asking sends no job: only the format connection is listed.
    expect(printer.jobs.map((j) => j.text)).toEqual([`${format('A', 3)}\r\n${format('B', 2)}`]);
  });

  it('runs out of paper after N labels, keeps the rest queued and prints it once paper is loaded', async () => {
    const { printer, port, ask } = await startPrinter();
    await printer.setState({ paperOutAfter: 4 });
    await talk(port, format('A', 3) + format('B', 3));
    expect(await ask()).toMatchObject({ paperOut: true, labelCount: 10_004, formatsInBuffer: 1, labelsRemaining: 2 });
    expect(await talk(port, '~HQES')).toContain('ERRORS:         1 00000000 00000001');
    await printer.setState({ paperOut: false });
    expect(await ask()).toMatchObject({ paperOut: false, labelCount: 10_006, formatsInBuffer: 0, labelsRemaining: 0 });
  });

  it('holds labels while paused, open or out of ribbon, and ~JA drops what it holds', async () => {
    const { printer, port, ask } = await startPrinter();
    await printer.setState({ headOpen: true, ribbonOut: true });
    await talk(port, format('A', 2));
    expect(await ask()).toMatchObject({ headOpen: true, ribbonOut: true, labelCount: 10_000, labelsRemaining: 2 });
    expect(await talk(port, '~HQES')).toContain('ERRORS:         1 00000000 00000006');
    await talk(port, CANCEL_ALL);
    await printer.setState({ headOpen: false, ribbonOut: false });
    expect(await ask()).toMatchObject({ labelCount: 10_000, labelsRemaining: 0, formatsInBuffer: 0 });
  });

  it('prints a label every msPerLabel when asked to be slow, and reports it is still printing', async () => {
    const { printer, port, ask } = await startPrinter();
    await printer.setState({ msPerLabel: 60_000 });
    await talk(port, format('A', 2));
    expect(await ask()).toMatchObject({ labelCount: 10_000, labelsRemaining: 2, formatsInBuffer: 1 });
  });

  it('cuts the connection after the last byte and still prints the job', async () => {
    const { printer, port, ask } = await startPrinter();
    await printer.setState({ behaviour: 'cut' });
    await expect(talk(port, format('A', 2))).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(await ask()).toMatchObject({ labelCount: 10_002 });
  });

  it('is reported as nothing when it cannot be reached', async () => {
    const { printer, ask } = await startPrinter();
    await printer.close();
    expect(await ask()).toBeNull();
  });
});
