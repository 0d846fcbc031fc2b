import { type CallName, type InputOf, labelSetupMessages } from '@fgss/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import type { PrintJob } from '../printers/virtual-printer.js';
import { type PlantClient, type Reply, startTestPlant } from '../testing.js';

/**
 * Attack: a plant user points a printer of their plant at another plant's printer, or at any
 * host and port on the private networks, then prints there or asks its state (~HS) as a port
 * scanner would. A printer's address belongs to one plant, its port is 1 to 65535, and both hold
 * for rows already stored as well as for saves.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
let mx01: PlantDb;
/** A printer of FGSSMX02 and where it listens. */
let theirs: { name: string; port: number };

beforeAll(async () => {
  plant = await startTestPlant({ printers: true, devRoutes: true });
  client = plant.client;
  token = await client.signIn('admin');
  mx01 = plant.databases.plant('FGSSMX01') as PlantDb;
  const printers = (await client.route<{ name: string; server: string; port: number }[]>('GET', '/_plant/printers'))
    .body;
  theirs = printers.find((p) => p.server === 'FGSSMX02') as { name: string; port: number };
}, 120_000);
afterAll(() => plant.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token });

const printer = (printerName: string, port: string) => ({
  printerName,
  model: 'ZT410',
  communicationType: 'TCP/IP',
  hostName: '127.0.0.1',
  port,
  transmitMode: 'RAW',
  PrinterType: 'Zebra',
});

/** A row written as it may already be stored, past the save's checks. */
const storeRow = (printerName: string, port: string) =>
  mx01.insert(labelPrinters).values(printer(printerName, port)).run();

const status = (printerName: string) => call('demand.EmptyBoxLabelPrinting.printerStatus', { printerName });
const print = (printerName: string) =>
  call('demand.EmptyBoxLabelPrinting.print', { noLabels: 1, noCopies: 1, printerName, Speed: 2 });

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
