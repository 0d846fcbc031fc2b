import { type CallName, type InputOf, printerMessages } from '@fgss/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PlantClient, type Reply, startTestPlant } from '../testing.js';

/**
 * Every print ends in what the printer's label counter says happened: printed, partly printed
 * (exactly which serials are missing, printed once later, on any ZPL printer of the plant), or
 * confirmed by a user who checked the printer. Real virtual printers, faults set through /_plant.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
/** 600 dpi (24 dots per mm). */
const SHIP = 'MX01-ZT610-SHIP';
/** 203 dpi (8 dots per mm). */
const FG = 'MX01-ZT410-FG';

beforeAll(async () => {
  // A short printer timeout: a printer that never reads is given up on sooner.
  plant = await startTestPlant({
    printers: true,
    devRoutes: true,
    printerTimeoutMs: 400,
    printConfirmMs: 300,
    printerWatchMs: 30,
  });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());

const normal = {
  behaviour: 'normal',
  paused: false,
  paperOut: false,
  headOpen: false,
  ribbonOut: false,
  msPerLabel: 0,
};
beforeEach(async () => {
  for (const printer of [SHIP, FG]) await setPrinter(printer, { ...normal, paperOutAfter: null, headOpenAfter: null });
});

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>): Promise<Reply<any>> =>
  client.call(name, input, { token });
const setPrinter = (printer: string, state: Record<string, unknown>) =>
  client.route('PUT', `/_plant/printers/${printer}/state`, state);
const printBoxes = (printerName: string, noLabels: number, noCopies = 1) =>
  call('demand.EmptyBoxLabelPrinting.print', { noLabels, noCopies, printerName, Speed: 2 });
const printMissing = (id: number, printerName: string) =>
  call('demand.PrintHistory.printMissing', { id, screen: 'EmptyBoxLabelPrinting', printerName });
const jobOf = async (id: number) =>
  (await call('demand.PrintHistory.list', { take: 200 })).body.data.find((j: { id: number }) => j.id === id);

/** Every serial that came out of a printer, once per label (copies included). */
async function serialsOut(printer: string): Promise<string[]> {
  const printed = (await client.route<{ text: string; labels: number }[]>('GET', `/_plant/printers/${printer}/printed`))
    .body;
  return printed.flatMap((f) => Array(f.labels).fill(/\b[A-Z0-9]{4}E\d{8}\b/.exec(f.text)?.[0]));
}

const range = (serials: string[]) => `${serials[0]}–${serials.at(-1)?.slice(-2)}`;

describe('a print the printer stops on', () => {
  it('runs out of paper: exact printed and missing serials, the missing printed once on another printer', async () => {
    await setPrinter(SHIP, { paperOutAfter: 3 });
    const before = { ship: (await serialsOut(SHIP)).length, fg: (await serialsOut(FG)).length };
    const partly = await printBoxes(SHIP, 5);
    expect(partly.status, JSON.stringify(partly.body)).toBe(200);
    const serials: string[] = partly.body.serials;
    expect(partly.body).toMatchObject({
      state: 'partlyPrinted',
      printed: serials.slice(0, 3),
      missing: serials.slice(3),
      message: `3 of 5 labels printed: ${range(serials.slice(0, 3))}. Paper out on ${SHIP}. Not printed: ${range(serials.slice(3))}.`,
    });
    expect(await jobOf(partly.body.printId)).toMatchObject({ state: 'partlyPrinted', printedLabels: 3 });

    const missing = await printMissing(partly.body.printId, FG);
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);
    expect(missing.body).toMatchObject({ state: 'printed', serials: serials.slice(3), printed: serials.slice(3) });
    // Laid out again for the other printer's resolution: 203 dpi, a 4 inch wide label.
    expect(missing.body.preview).toMatchObject({ dpi: 203, widthDots: 812, serial: serials[3] });
    expect(partly.body.preview).toMatchObject({ dpi: 600, widthDots: 2436 });
    expect(await jobOf(missing.body.printId)).toMatchObject({ missingOf: partly.body.printId, state: 'printed' });

    // Paper loaded: the first printer was told to cancel what it held, so nothing comes out twice.
    await setPrinter(SHIP, { paperOut: false });
    const out = [...(await serialsOut(SHIP)).slice(before.ship), ...(await serialsOut(FG)).slice(before.fg)];
    expect(out.sort()).toEqual([...serials].sort());

    const again = await printMissing(partly.body.printId, FG);
    expect(again).toEqual({
      status: 409,
      body: {
        message: `The missing serials of job ${partly.body.printId} were already printed by job ${missing.body.printId}: a serial is never printed twice.`,
      },
    });
  });

  it('has its head opened mid-job: a serial counts once one of its copies is out; missing serials print only in its plant; a user confirms it', async () => {
    await setPrinter(SHIP, { headOpenAfter: 3 });
    const partly = await printBoxes(SHIP, 3, 2);
    const serials: string[] = partly.body.serials;
    expect(partly.body).toMatchObject({
      state: 'partlyPrinted',
      printed: serials.slice(0, 2),
      missing: serials.slice(2),
      message: `2 of 3 labels printed: ${range(serials.slice(0, 2))}. Head open on ${SHIP}. Not printed: ${serials[2]}.`,
    });
    const elsewhere = await printMissing(partly.body.printId, 'US01-ZT410-FG');
    expect(elsewhere).toEqual({ status: 400, body: { message: printerMessages.unknown('US01-ZT410-FG') } });
    const confirmed = await call('demand.PrintHistory.confirm', {
      id: partly.body.printId,
      screen: 'EmptyBoxLabelPrinting',
    });
    expect(confirmed).toEqual({
      status: 200,
      body: {
        id: partly.body.printId,
        state: 'printed',
        message: `Job ${partly.body.printId} confirmed printed by admin.`,
      },
    });
    expect(await jobOf(partly.body.printId)).toMatchObject({ state: 'printed', confirmedBy: 'admin' });
    const twice = await call('demand.PrintHistory.confirm', {
      id: partly.body.printId,
      screen: 'EmptyBoxLabelPrinting',
    });
    expect(twice).toEqual({
      status: 409,
      body: { message: `Job ${partly.body.printId} is printed: only partly printed or unknown jobs are confirmed.` },
    });
  });

  it('completes a partly printed job once paper is loaded and the printer prints the rest', async () => {
    await setPrinter(FG, { paperOutAfter: 1 });
    const partly = await printBoxes(FG, 2);
    expect(partly.body.state).toBe('partlyPrinted');
    await setPrinter(FG, { paperOut: false });
    await expect.poll(async () => (await jobOf(partly.body.printId)).state).toBe('printed');
  });
});

describe('a print whose outcome is unknown', () => {
  it('prints every serial its printer did not count out, once', async () => {
    await setPrinter(SHIP, { behaviour: 'neverRead' });
    const failed = await printBoxes(SHIP, 2);
    expect(failed.status).toBe(502);
    const [job] = (await call('demand.PrintHistory.list', { state: 'unknown', take: 1 })).body.data;
    await setPrinter(SHIP, { behaviour: 'normal' });
    const missing = await printMissing(job.id, FG);
    expect(missing.status, JSON.stringify(missing.body)).toBe(200);
    expect(missing.body).toMatchObject({ state: 'printed', serials: [job.firstSerial, job.lastSerial] });
    expect((await printMissing(job.id, FG)).status).toBe(409);
  });
});

describe('a print the printer takes', () => {
  it('is printed when the printer cuts the connection after the last byte, confirmed by the counter', async () => {
    await setPrinter(FG, { behaviour: 'cut' });
    const printed = await printBoxes(FG, 2);
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    expect(printed.body).toMatchObject({
      state: 'printed',
      missing: [],
      message: `2 of 2 labels printed: ${range(printed.body.serials)} on ${FG}.`,
    });
  });

  it('is sent while the printer is still printing, then printed once its counter says so', async () => {
    await setPrinter(FG, { msPerLabel: 60_000 });
    const sent = await printBoxes(FG, 2);
    expect(sent.body).toMatchObject({
      state: 'sent',
      message: `The label has been sent to the printer. ${FG} is still printing; Print Center shows when it is done.`,
    });
    const status = await call('demand.EmptyBoxLabelPrinting.printerStatus', { printerName: FG });
    expect(status.body).toMatchObject({ condition: 'printing', ready: true, message: `Printer '${FG}' is printing.` });
    await setPrinter(FG, { msPerLabel: 0 });
    await expect.poll(async () => (await jobOf(sent.body.printId)).state).toBe('printed');
  });

  it('refuses to print missing serials of a printed job', async () => {
    const printed = await printBoxes(FG, 1);
    const refused = await printMissing(printed.body.printId, SHIP);
    expect(refused).toEqual({
      status: 409,
      body: { message: `Job ${printed.body.printId} has no missing serials: every label came out.` },
    });
  });

  it('stores why a label is printed again, and asks for words when the reason is other', async () => {
    const printed = await printBoxes(FG, 1);
    const input = { id: printed.body.printId, screen: 'EmptyBoxLabelPrinting' as const };
    const noWords = await call('demand.PrintHistory.reprint', { ...input, reason: 'other' });
    expect(noWords.status).toBe(400);
    expect(JSON.stringify(noWords.body)).toContain('Say why the label is printed again.');
    const reprinted = await call('demand.PrintHistory.reprint', { ...input, reason: 'other', note: 'Smudged by oil' });
    expect(reprinted.body.state).toBe('printed');
    expect(await jobOf(reprinted.body.printId)).toMatchObject({
      reprintOf: printed.body.printId,
      reprintReason: 'other',
    });
  });
});
