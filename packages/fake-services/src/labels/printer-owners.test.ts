import { type CallName, type InputOf, labelSetupMessages } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import type { PrintJob } from '../printers/virtual-printer.js';
import { type PlantClient, type Reply, startTestPlant } from '../testing.js';
import { canonicalAddress } from './host-addresses.js';

/**
 * Attack: a plant user points a printer of their plant at another plant's printer, or at any
 * host and port on the private networks, then prints there or asks its state (~HS) as a port
 * scanner would, spelling the address as the check may not expect (::ffff:127.0.0.1, 127.1, a
 * name). A printer's address belongs to one plant in whatever spelling, its port is 1 to 65535,
 * and both hold for rows already stored as well as for saves.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
let mx01: PlantDb;
/** A printer of FGSSMX02 and where it listens. */
let theirs: { name: string; port: number };
/** A printer of FGSSUS01 and where it listens. */
let us01: { name: string; port: number };

beforeAll(async () => {
  plant = await startTestPlant({ printers: true, devRoutes: true });
  client = plant.client;
  token = await client.signIn('admin');
  mx01 = plant.databases.plant('FGSSMX01') as PlantDb;
  const printers = (await client.route<{ name: string; server: string; port: number }[]>('GET', '/_plant/printers'))
    .body;
  theirs = printers.find((p) => p.server === 'FGSSMX02') as { name: string; port: number };
  us01 = printers.find((p) => p.server === 'FGSSUS01') as { name: string; port: number };
}, 120_000);
afterAll(() => plant.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token });

const printer = (printerName: string, port: string, hostName = '127.0.0.1') => ({
  printerName,
  model: 'ZT410',
  communicationType: 'TCP/IP',
  hostName,
  port,
  transmitMode: 'RAW',
  PrinterType: 'Zebra',
});

/** A row written as it may already be stored, past the save's checks. */
const storeRow = (printerName: string, port: string, hostName?: string) =>
  mx01
    .insert(labelPrinters)
    .values(printer(printerName, port, hostName))
    .run();

const status = (printerName: string) => call('demand.EmptyBoxLabelPrinting.printerStatus', { printerName });
const print = (printerName: string, noLabels = 1) =>
  call('demand.EmptyBoxLabelPrinting.print', { noLabels, noCopies: 1, printerName, Speed: 2 });
const printMissing = (id: number, printerName: string) =>
  call('demand.PrintHistory.printMissing', { id, screen: 'EmptyBoxLabelPrinting', printerName });
const openJobs = async (name: string) =>
  (await client.route<PrintJob[]>('GET', `/_plant/printers/${name}/jobs?open=true`)).body;
const setPrinter = (name: string, state: object) => client.route('PUT', `/_plant/printers/${name}/state`, state);

describe('a printer belongs to its plant', () => {
  it("refuses saving a printer at another plant's printer address, naming that plant", async () => {
    const saved = await call('configuration.LabelPrinterMaster.insert', [
      printer('MX01-BORROWED', String(theirs.port)),
    ]);
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(
      `Printer 'MX01-BORROWED' (127.0.0.1:${theirs.port}) is the address of printer '${theirs.name}' of plant server FGSSMX02: a printer belongs to one plant.`,
    );
    expect(mx01.select().from(labelPrinters).where(eq(labelPrinters.printerName, 'MX01-BORROWED')).get()).toBe(
      undefined,
    );
  });

  it("neither prints on nor asks the state of another plant's printer through a stored row", async () => {
    storeRow('MX01-STORED-BORROWED', String(theirs.port));
    const before = (await client.route<PrintJob[]>('GET', `/_plant/printers/${theirs.name}/jobs?open=true`)).body;
    for (const reply of [await status('MX01-STORED-BORROWED'), await print('MX01-STORED-BORROWED')]) {
      expect(reply.status).toBe(400);
      expect(reply.body.message).toContain('of plant server FGSSMX02: a printer belongs to one plant.');
    }
    const after = (await client.route<PrintJob[]>('GET', `/_plant/printers/${theirs.name}/jobs?open=true`)).body;
    expect(after).toEqual(before);
  });

  it('asks the state only of printers in the plant’s own printer master', async () => {
    const unknown = await status('NOT-A-PRINTER');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Printer 'NOT-A-PRINTER' is not in the Label Printer master.");
  });
});

/** Spellings of 127.0.0.1, where the virtual printers listen, each reaching it as a socket does. */
const SPELLINGS = [
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '0::FFFF:7F00:1',
  '127.1',
  '2130706433',
  '0x7f000001',
  '0177.0.0.1',
  'localhost',
];

describe("another plant's printer in any spelling of its address", () => {
  const refusal = (name: string, host: string) =>
    `Printer '${name}' (${host}:${us01.port}) is the address of printer '${us01.name}' of plant server FGSSUS01: a printer belongs to one plant.`;

  it.each(SPELLINGS)('refuses saving a printer at %s', async (host) => {
    const name = `MX01-AT-${host}`;
    const saved = await call('configuration.LabelPrinterMaster.insert', [printer(name, String(us01.port), host)]);
    expect(saved).toMatchObject({ status: 400, body: { message: refusal(name, host) } });
    expect(mx01.select().from(labelPrinters).where(eq(labelPrinters.printerName, name)).get()).toBe(undefined);
  });

  it('neither prints, asks the state nor prints missing serials there through stored rows', async () => {
    // A job of this plant with a serial missing: the printer ran out of paper after one label.
    const own = 'MX01-ZT410-FG';
    await setPrinter(own, { paperOutAfter: 1 });
    const partly = await print(own, 2);
    expect(partly.body.state, JSON.stringify(partly.body)).toBe('partlyPrinted');
    const before = await openJobs(us01.name);
    for (const [i, host] of SPELLINGS.entries()) {
      const name = `MX01-STORED-AT-${i}`;
      storeRow(name, String(us01.port), host);
      const replies = [await status(name), await print(name), await printMissing(partly.body.printId, name)];
      for (const reply of replies) expect(reply).toMatchObject({ status: 400, body: { message: refusal(name, host) } });
    }
    expect(await openJobs(us01.name)).toEqual(before);
    await setPrinter(own, { paperOut: false, paperOutAfter: null });
  });
});

describe('printer ports are 1 to 65535', () => {
  it('refuses a port out of range on save', async () => {
    for (const port of ['99999', '0']) {
      const saved = await call('configuration.LabelPrinterMaster.insert', [printer(`MX01-PORT-${port}`, port)]);
      expect(saved.status).toBe(400);
      expect(saved.body.issues).toEqual([`0.port: ${labelSetupMessages.portRange}`]);
    }
  });

  it('answers a stored port out of range with a clear 400 at status and print, never a 5xx', async () => {
    storeRow('MX01-STORED-PORT', '99999');
    const message =
      "Printer 'MX01-STORED-PORT' has port '99999' in the Label Printer master: a port is a number from 1 to 65535.";
    expect(await status('MX01-STORED-PORT')).toMatchObject({ status: 400, body: { message } });
    expect(await print('MX01-STORED-PORT')).toMatchObject({ status: 400, body: { message } });
  });
});

describe('the canonical spelling of an address', () => {
  it('is the address a socket reaches: mapped IPv4 as IPv4, IPv6 compressed, the unspecified address as loopback', () => {
    expect(['::FFFF:10.1.2.3', '10.1.515', '0xa010203', '167838211'].map(canonicalAddress)).toEqual(
      Array(4).fill('10.1.2.3'),
    );
    expect(canonicalAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect([canonicalAddress('0.0.0.0'), canonicalAddress('::')]).toEqual(['127.0.0.1', '::1']);
    expect([canonicalAddress('printer-7'), canonicalAddress('cafe'), canonicalAddress('1.2.3.4.5')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
