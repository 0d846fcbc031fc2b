import { type CallName, type InputOf, reworkMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlantDb } from '../db/plant.js';
import { harnessPrintRequest, type PlantClient, type Reply, startTestPlant } from '../testing.js';

/**
 * Attack: a planner of one plant server relabels a harness to a serial of a plant on another
 * server (a harness serial that plant's sequence will issue). That server's own print then issues
 * the serial again: one serial on two harnesses, and neither plant database shows a clash. Two
 * plant servers, each with its own plant database (FGSSMX01: JRZ1-3, FGSSUS01: ELP1-2), try it on
 * each other; the company's plants come from the central database.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
const sites = {
  FGSSMX01: { plantId: 'JRZ1', printer: 'MX01-ZT410-FG', token: '' },
  FGSSUS01: { plantId: 'ELP1', printer: 'US01-ZT410-FG', token: '' },
};
type Server = keyof typeof sites;

beforeAll(async () => {
  plant = await startTestPlant({ printers: true });
  client = plant.client;
  for (const server of Object.keys(sites) as Server[]) sites[server].token = await client.signIn('admin', server);
}, 120_000);
afterAll(() => plant.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(server: Server, name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token: sites[server].token });

/** A harness in an unshipped box of the server's plant that no DOI holds, as a relabel takes it. */
function boxedHarness(server: Server): { box: string; harness: string } {
  const db = plant.databases.plant(server) as PlantDb;
  return db.$client
    .prepare(
      `SELECT b.box_serial_no AS box, h.harness_serial_no AS harness FROM harness_serial h JOIN box b ON b.id = h.box_id
       WHERE h.plant_id = ? AND b.status <> 'shipped' AND h.status <> 'shipped'
         AND NOT EXISTS (SELECT 1 FROM doi_record d WHERE d.harness_serial_no = h.harness_serial_no)
       ORDER BY h.id LIMIT 1`,
    )
    .get(sites[server].plantId) as { box: string; harness: string };
}

/** What a relabel of the server's harness to `destination` answers: CheckValidData and Print. */
async function relabel(server: Server, destination: string) {
  const { plantId, printer } = sites[server];
  const { box, harness } = boxedHarness(server);
  const checked = await call(server, 'rework.HarnessLabelRelabel.checkValidData', {
    plantID: plantId,
    boxSNO: box,
    sourceHarness: harness,
    destinationHarness: destination,
    harnessType: 'Mexico',
    operationType: 'DESTINATION',
  });
  const printed = await call(server, 'rework.HarnessLabelRelabel.print', {
    printerName: printer,
    quantity: 1,
    copies: 1,
    speed: 2,
    plantID: plantId,
    boxSNO: box,
    harnessType: 'Mexico',
    harnessData: [{ sourceHarness: harness, destinationHarness: destination }],
  });
  return { checked: checked.body as string, printed };
}

/** The server's harness print of `LabelQty` labels of its plant (or its preview: the next serial). */
async function harnessPrint(server: Server, LabelQty: number, kind: 'print' | 'preview') {
  const { plantId, printer } = sites[server];
  const part = (await call(server, 'demand.HarnessLabelPrinting.list', { plantid: plantId, take: 1 })).body.data[0];
  const input = harnessPrintRequest(plantId, printer, part, LabelQty);
  const reply =
    kind === 'print'
      ? await call(server, 'demand.HarnessLabelPrinting.print', input)
      : await call(server, 'demand.HarnessLabelPrinting.preview', input);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

/** The serial after the next one the server's harness sequence gives: a future serial of its plant. */
async function futureSerial(server: Server): Promise<{ next: string; future: string }> {
  const next = (await harnessPrint(server, 1, 'preview')).serial as string;
  const prefix = `${sites[server].plantId}H`;
  return { next, future: `${prefix}${String(Number(next.slice(prefix.length)) + 1).padStart(9, '0')}` };
}

/** Whether a server's plant history holds a harness serial (as a relabel destination or a print). */
const inHistory = (server: Server, serial: string) =>
  (plant.databases.plant(server) as PlantDb).$client
    .prepare('SELECT 1 FROM harness_serial WHERE harness_serial_no = ?')
    .get(serial) !== undefined;

describe('a serial belongs to one plant of one server, company-wide', () => {
  it("refuses on FGSSMX01 a future serial of FGSSUS01's plant, which FGSSUS01 then prints once", async () => {
    const { next, future } = await futureSerial('FGSSUS01');
    const refusal = reworkMessages.otherPlant(future, 'ELP1', 'FGSSUS01');
    const { checked, printed } = await relabel('FGSSMX01', future);
    expect(checked).toBe(refusal);
    expect(printed.status, JSON.stringify(printed.body)).toBe(400);
    expect(printed.body.issues).toEqual([refusal]);
    expect(inHistory('FGSSMX01', future)).toBe(false);

    const printedThere = await harnessPrint('FGSSUS01', 2, 'print');
    expect(printedThere.serials).toEqual([next, future]);
    expect(inHistory('FGSSUS01', future)).toBe(true);
  });

  it("refuses on FGSSUS01 a future serial of FGSSMX01's plant", async () => {
    const { future } = await futureSerial('FGSSMX01');
    const refusal = reworkMessages.otherPlant(future, 'JRZ1', 'FGSSMX01');
    const { checked, printed } = await relabel('FGSSUS01', future);
    expect(checked).toBe(refusal);
    expect(printed.status).toBe(400);
    expect(printed.body.issues).toEqual([refusal]);
    expect(inHistory('FGSSUS01', future)).toBe(false);
  });

  it('refuses a plant of the central server, and any serial beginning with a plant not its source’s', async () => {
    for (const [destination, plantId, server] of [
      ['CEN1H000000001', 'CEN1', 'FGSSCENTRAL'],
      ['CUU1H000000001', 'CUU1', 'FGSSMX02'],
      ['ELP2H000ZZ01', 'ELP2', 'FGSSUS01'],
      ['JRZ3H000ZZ01', 'JRZ3', 'FGSSMX01'],
    ] as const)
      expect((await relabel('FGSSMX01', destination)).checked).toBe(
        reworkMessages.otherPlant(destination, plantId, server),
      );
    // The source's own plant outside its sequences' formats is a serial handed out by hand.
    expect((await relabel('FGSSUS01', 'ELP1H000ZZ01')).checked).toBe('');
  });
});
