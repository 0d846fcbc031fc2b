import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { TCP_IP } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Databases } from '../db/databases.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { copySmallSeed } from '../test/small-seed.js';
import { startTestPlant } from '../testing.js';
import { startPrinters } from './fleet.js';

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
