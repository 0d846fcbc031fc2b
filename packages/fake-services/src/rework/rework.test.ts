import {
  addDays,
  type CallName,
  doiMessages,
  type RelabelPair,
  relabelRowProblems,
  reworkMessages,
  shortPartOf,
  todayIso,
} from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookFile } from '../import/workbook-file.js';
import { labelData, parseZpl } from '../labels/zpl-parse.js';
import type { PrintJob } from '../printers/virtual-printer.js';
import { harnessPrintRequest, type PlantClient, startTestPlant } from '../testing.js';

/**
 * Rework and DOI on the one plant history, through HTTP as the gateway calls it: relabels print
 * and move harnesses, the Box/Harness report follows them, and DOI holds stop a relabel.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
const PLANT = 'JRZ1';
const PRINTER = 'MX01-ZT410-FG';

beforeAll(async () => {
  plant = await startTestPlant({ printers: true, devRoutes: true });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());

const send = async (name: CallName, input: object) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
  (await client.callUnchecked(name, input, { token })) as { status: number; body: any };
const ok = async (name: CallName, input: object) => {
  const reply = await send(name, input);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};

/** A relabel print of `pairs` from `box` on the test printer. */
const relabelPrint = (box: string, pairs: RelabelPair[]) => ({
  printerName: PRINTER,
  quantity: pairs.length,
  copies: 1,
  speed: 2,
  plantID: PLANT,
  boxSNO: box,
  harnessType: 'Mexico',
  harnessData: pairs,
});

/** Boxes in stock with their harnesses, as the Inventory and Box/Harness reports show them. */
async function stockBoxes(): Promise<{ box: string; harnesses: string[] }[]> {
  const stock = await ok('report.InventoryReport.search', { plantID: PLANT, reportOption: 'D', take: 40 });
  const boxes: { box: string; harnesses: string[] }[] = [];
  for (const row of stock.data as { boxSerialNumber: string }[]) {
    const found = await ok('report.BoxHarnessReport.search', { plantID: PLANT, boxSNO: row.boxSerialNumber, take: 50 });
    const harnesses = (found.data as { harnessSNO: string }[]).map((h) => h.harnessSNO);
    if (harnesses.length >= 2) boxes.push({ box: row.boxSerialNumber, harnesses });
  }
  return boxes;
}
let boxes: { box: string; harnesses: string[] }[] = [];
const takeBox = async () => {
  if (boxes.length === 0) boxes = await stockBoxes();
  const next = boxes.shift();
  if (!next) throw new Error('no stock box with harnesses left');
  const fresh = await ok('report.BoxHarnessReport.search', { plantID: PLANT, boxSNO: next.box, take: 50 });
  return { box: next.box, harnesses: (fresh.data as { harnessSNO: string }[]).map((h) => h.harnessSNO) };
};
/** A destination label that keeps the source's short part (characters 5 to 8) and is new. */
let n = 0;
const destinationFor = (source: string) => `Z${source.slice(1, 8)}${String(++n).padStart(6, '0')}`;

describe('No-box Relabeling', () => {
  it("lists a saved no-box relabel's harnesses with their part, design level and customer", async () => {
    const db = plant.databases
      .plantsByServer()
      .find(([, d]) => d.$client.prepare('SELECT 1 FROM harness_serial WHERE plant_id = ? LIMIT 1').get(PLANT))?.[1];
    const loose = db?.$client
      .prepare(
        `SELECT harness_serial_no AS serial, sews_part_no AS part, sews_design_level AS level, customer_id AS customer
         FROM harness_serial WHERE plant_id = ? AND box_id IS NULL AND status = 'printed' LIMIT 1`,
      )
      .get(PLANT) as { serial: string; part: string; level: string; customer: string };
    const empty = db?.$client
      .prepare(
        `SELECT box_serial_no AS box FROM box b WHERE plant_id = ? AND status = 'printed'
         AND NOT EXISTS (SELECT 1 FROM harness_serial h WHERE h.box_id = b.id)
         AND NOT EXISTS (SELECT 1 FROM box_relabel r WHERE r.box_label_new = b.box_serial_no) LIMIT 1`,
      )
      .get(PLANT) as { box: string };
    await ok('rework.NoboxRelabeling.save', {
      PlantId: PLANT,
      BoxSNO: empty.box,
      SourceHarness: 'Mexico',
      HarnessOption: 'WITH HARNESS',
      QTY: 1,
      rows: [{ id: '1', destHarnessSno: loose.serial }],
    });
    const rows = await ok('rework.NoboxRelabeling.list', { plantId: PLANT, boxSNO: empty.box });
    expect(rows).toEqual([
      expect.objectContaining({
        destHarnessSno: loose.serial,
        sewsPartNo: loose.part,
        sewsDesignLevel: loose.level,
        custCode: loose.customer,
      }),
    ]);
  });
});

describe('short part and grid rules', () => {
  it('takes the short part from characters 5 to 8 (Mexico) or the first 4 (GPP)', () => {
    expect(shortPartOf('JRZ1A12B000123', 'Mexico')).toBe('A12B');
    expect(shortPartOf('A12B0001234567', 'GPP')).toBe('A12B');
  });

  it('names the first problem of each relabel row', () => {
    const rows: RelabelPair[] = [
      { sourceHarness: 'JRZ1A12B000001', destinationHarness: 'XXXXA12B000001' },
      { sourceHarness: 'JRZ1C99C000002', destinationHarness: 'XXXXC99C000002' },
      { sourceHarness: '', destinationHarness: 'XXXXA12B000003' },
      { sourceHarness: 'JRZ1A12B000004', destinationHarness: 'XXXXA12B000001' },
      { sourceHarness: 'JRZ1A12B000005', destinationHarness: 'XXXXQQQQ000005' },
    ];
    expect(relabelRowProblems(rows, 'Mexico')).toEqual([
      reworkMessages.recordExists,
      '[20131] Short Part No. should be the same.',
      'Fill Source first.',
      reworkMessages.recordExists,
      reworkMessages.destinationNeedsShortPart('A12B'),
    ]);
  });
});

describe('harness relabel', () => {
  it('counts a box, checks both sides, prints the destinations and links them in the history', async () => {
    const { box, harnesses } = await takeBox();
    expect(await ok('rework.HarnessLabelRelabel.getHarness', { plantID: PLANT, boxSNO: box })).toBe(harnesses.length);
    const check = (source: string, operationType: string, destinationHarness?: string) =>
      ok('rework.HarnessLabelRelabel.checkValidData', {
        plantID: PLANT,
        boxSNO: box,
        sourceHarness: source,
        destinationHarness,
        harnessType: 'Mexico',
        operationType,
      });
    const [source] = harnesses as [string];
    expect(await check(source, 'SOURCE')).toBe('');
    expect(await check('JRZ1NOPE000000', 'SOURCE')).toBe(reworkMessages.unknownHarness('JRZ1NOPE000000'));
    expect(await check(source, 'DESTINATION', 'QQQQQQQQ')).toBe(
      reworkMessages.destinationNeedsShortPart(shortPartOf(source, 'Mexico')),
    );
    // Another harness of the box is a serial of the plant's harness sequence.
    const other = harnesses[1] as string;
    expect(await check(source, 'DESTINATION', other)).toBe(reworkMessages.inSequence(other, 'HARNESS-JRZ1'));

    const pairs = harnesses.map((s) => ({ sourceHarness: s, destinationHarness: destinationFor(s) }));
    const printed = await ok('rework.HarnessLabelRelabel.print', relabelPrint(box, pairs));
    expect(printed.serials).toEqual(pairs.map((p) => p.destinationHarness.toUpperCase()));

    const inBox = await ok('report.BoxHarnessReport.search', { plantID: PLANT, boxSNO: box, take: 50 });
    expect((inBox.data as { harnessSNO: string }[]).map((h) => h.harnessSNO).sort()).toEqual(
      pairs.map((p) => p.destinationHarness.toUpperCase()).sort(),
    );
    const old = await ok('report.BoxHarnessReport.search', { plantID: PLANT, harnessSNO: source });
    expect(old.data[0].boxSNO).toBeNull();
    // Label Printed but not Shipped lists the new serial as current, and no longer the old one.
    const notShipped = async (serial: string) =>
      (
        await ok('report.LabelPrintedbutnotShippedReport.search', {
          plantID: PLANT,
          reportOption: 'H',
          dateFrom: addDays(todayIso(), -60),
          dateTo: todayIso(),
          take: 5000,
        })
      ).data.some((x: { serialNumber: string }) => x.serialNumber === serial);
    expect(await notShipped(pairs[0]?.destinationHarness.toUpperCase() as string)).toBe(true);
    expect(await notShipped(source)).toBe(false);
    // The relabel is a print: its job is in Print History.
    const jobs = await ok('demand.PrintHistory.list', { take: 5, sort: [{ selector: 'id', desc: true }] });
    expect(jobs.data[0]).toMatchObject({ id: printed.printId, screen: 'HarnessLabelRelabel', state: 'printed' });
    // Print History reprints it like any print: the same serials, no new claim, the history unchanged.
    const reprinted = await ok('demand.PrintHistory.reprint', {
      id: printed.printId,
      screen: 'HarnessLabelRelabel',
      reason: 'damaged',
    });
    expect(reprinted.serials).toEqual(printed.serials);
    const named = await send('demand.PrintHistory.reprint', {
      id: printed.printId,
      screen: 'BoxLabelPrinting',
      reason: 'damaged',
    });
    expect(named.status).toBe(400);
    const after = await ok('report.BoxHarnessReport.search', { plantID: PLANT, boxSNO: box, take: 50 });
    expect(after.data).toHaveLength(pairs.length);

    // A destination is printed once: the same relabel again is refused, and so is the old source.
    const again = await send('rework.HarnessLabelRelabel.print', {
      printerName: PRINTER,
      quantity: 1,
      copies: 1,
      speed: 2,
      plantID: PLANT,
      boxSNO: box,
      harnessType: 'Mexico',
      harnessData: [pairs[0]],
    });
    expect(again.status).toBe(400);
    expect(again.body.issues).toContain(reworkMessages.alreadyPrinted(pairs[0]?.destinationHarness as string));
    expect(again.body.issues).toContain(reworkMessages.notInBox(source, box));
  });
});

describe('relabel destinations and the label sequences', () => {
  /** The serial of every label the printer received, job by job, in order. */
  const serialsAtPrinter = async () =>
    (await plant.client.route<PrintJob[]>('GET', `/_plant/printers/${PRINTER}/jobs?open=true`)).body.flatMap((j) =>
      parseZpl(j.text)
        .map(labelData)
        .flatMap((l) => l.texts.filter((t) => t.startsWith('SERIAL (S): ')).map((t) => t.slice('SERIAL (S): '.length))),
    );
  /** The labels of these serials the printer received, each serial once per label. */
  const atPrinter = async (serials: string[]) => (await serialsAtPrinter()).filter((s) => serials.includes(s));
  const harnessPrint = async (LabelQty: number, call: 'print' | 'preview' = 'print') => {
    const part = (await ok('demand.HarnessLabelPrinting.list', { plantid: PLANT, take: 1 })).data[0];
    return ok(`demand.HarnessLabelPrinting.${call}`, harnessPrintRequest(PLANT, PRINTER, part, LabelQty));
  };
  const harnessSerial = (n: number) => `JRZ1H${String(n).padStart(9, '0')}`;
  const relabel = (box: string, pairs: RelabelPair[]) =>
    send('rework.HarnessLabelRelabel.print', relabelPrint(box, pairs));
  const checkDestination = (box: string, sourceHarness: string, destinationHarness: string) =>
    ok('rework.HarnessLabelRelabel.checkValidData', {
      plantID: PLANT,
      boxSNO: box,
      sourceHarness,
      destinationHarness,
      harnessType: 'Mexico',
      operationType: 'DESTINATION',
    });
  /** The serials the plant history holds as printed harness labels (the Box/Harness report finds them). */
  const inHistory = async (serials: string[]) =>
    (
      await Promise.all(
        serials.map(
          async (harnessSNO) => (await ok('report.BoxHarnessReport.search', { plantID: PLANT, harnessSNO })).data,
        ),
      )
    ).flatMap((rows: { harnessSNO: string }[]) => rows.map((r) => r.harnessSNO));

  it('never is a serial the harness sequence will issue, so the ordinary prints after it repeat no serial', async () => {
    const { box, harnesses } = await takeBox();
    const source = harnesses[0] as string;
    const next = Number(((await harnessPrint(1, 'preview')).serial as string).slice(5));
    const future = harnessSerial(next + 1);

    // Relabeling to the serial after the sequence's next one, then printing two harness labels,
    // once sent that serial twice and recorded the first label nowhere.
    const refused = await relabel(box, [{ sourceHarness: source, destinationHarness: future }]);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.issues).toEqual([reworkMessages.inSequence(future, 'HARNESS-JRZ1')]);
    expect(await checkDestination(box, source, future)).toBe(reworkMessages.inSequence(future, 'HARNESS-JRZ1'));

    const printed = await harnessPrint(2);
    expect(printed.serials).toEqual([harnessSerial(next), future]);
    expect(await atPrinter(printed.serials)).toEqual(printed.serials);
    expect(await inHistory(printed.serials)).toEqual(printed.serials);
  });

  it('is refused inside the issued range and in the format of another plant of the server', async () => {
    const { box, harnesses } = await takeBox();
    const source = harnesses[0] as string;
    const issued = harnessSerial(1);
    const otherPlant = `JRZ2${shortPartOf(source, 'Mexico')}000001`;
    expect(await checkDestination(box, source, issued)).toBe(reworkMessages.inSequence(issued, 'HARNESS-JRZ1'));
    expect(await checkDestination(box, source, otherPlant)).toBe(
      reworkMessages.otherPlant(otherPlant, 'JRZ2', 'FGSSMX01'),
    );
    // A serial handed out by hand keeps the short part and has no sequence's format.
    expect(await checkDestination(box, source, `Q${source.slice(1)}`)).toBe('');
  });

  it('is claimed by its print: two relabels to one destination at once print it once', async () => {
    const [first, second] = [await takeBox(), await takeBox()];
    const destination = `W${(first.harnesses[0] as string).slice(1)}`;
    const [a, b] = await Promise.all([
      relabel(first.box, [{ sourceHarness: first.harnesses[0] as string, destinationHarness: destination }]),
      relabel(second.box, [{ sourceHarness: second.harnesses[0] as string, destinationHarness: destination }]),
    ]);
    // The later one is refused by its check (400) or, when both passed it, by its print's claim (409).
    const [done, refused] = a.status === 200 ? [a, b] : [b, a];
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect([400, 409]).toContain(refused.status);
    expect(JSON.stringify(refused.body)).toMatch(new RegExp(`${destination} (is )?already`));
    expect(await atPrinter([destination])).toEqual([destination]);
    expect(await inHistory([destination])).toEqual([destination]);
  });
});

describe('DOI and relabels', () => {
  it('leaves a scrapped harness out of the Inventory report and marks a reserved one', async () => {
    const { box, harnesses } = await takeBox();
    const [held, scrapped] = harnesses as [string, string];
    type Stock = { boxSerialNumber: string; qty: number; reserved: number };
    const stockOf = async () => {
      const found = await ok('report.InventoryReport.search', { plantID: PLANT, reportOption: 'D', take: 1000 });
      return (found.data as Stock[]).find((r) => r.boxSerialNumber === box);
    };
    const summary = async () => {
      const found = await ok('report.InventoryReport.search', { plantID: PLANT, reportOption: 'S', take: 1000 });
      const rows = found.data as { qty: number; reserved: number }[];
      return { qty: rows.reduce((n, r) => n + r.qty, 0), reserved: rows.reduce((n, r) => n + r.reserved, 0) };
    };
    const before = await stockOf();
    const totals = await summary();
    expect(before?.reserved).toBe(0);

    await ok('doi.DOIMaintenance.save', [
      { harnessSerialNo: held, option: 'Reserve', controlNo: 'INV-1' },
      { harnessSerialNo: scrapped, option: 'Scrap', controlNo: 'INV-1' },
    ]);
    expect(await stockOf()).toMatchObject({ qty: (before?.qty ?? 0) - 1, reserved: 1 });
    expect(await summary()).toEqual({ qty: totals.qty - 1, reserved: totals.reserved + 1 });

    // A reversed reserve is plain stock again; the scrap stays out.
    await ok('doi.DOIMaintenance.save', [{ harnessSerialNo: held, option: 'Reverse', controlNo: 'INV-1' }]);
    expect(await stockOf()).toMatchObject({ qty: (before?.qty ?? 0) - 1, reserved: 0 });
  });

  it('reserves, refuses a relabel of the reserved harness, reverses; a scrap is for good', async () => {
    const { box, harnesses } = await takeBox();
    const [held, scrapped] = harnesses as [string, string];
    const checkFor = (serial: string, option: string) =>
      ok('doi.DOIMaintenance.checkHarnessSerialNo', { harnessSerialNo: serial, option, controlNo: 'CTL-1' });
    expect((await checkFor(held, 'Reverse')).message).toBe(doiMessages.notReserved(held));
    const fill = await checkFor(held, 'Reserve');
    expect(fill).toMatchObject({ isValid: true, data: [{ controlNo: 'CTL-1', option: 'Reserve' }] });

    await ok('doi.DOIMaintenance.save', [{ harnessSerialNo: held, option: 'Reserve', controlNo: 'CTL-1' }]);
    const source = await ok('rework.HarnessLabelRelabel.checkValidData', {
      plantID: PLANT,
      boxSNO: box,
      sourceHarness: held,
      harnessType: 'Mexico',
      operationType: 'SOURCE',
    });
    expect(source).toBe(reworkMessages.reserved(held));
    expect((await checkFor(held, 'Reserve')).message).toBe(doiMessages.alreadyReserved(held));
    await ok('doi.DOIMaintenance.save', [{ harnessSerialNo: held, option: 'Reverse', controlNo: 'CTL-1' }]);

    await ok('doi.DOIMaintenance.save', [{ harnessSerialNo: scrapped, option: 'Scrap', controlNo: 'CTL-2' }]);
    expect((await checkFor(scrapped, 'Reverse')).message).toBe(doiMessages.scrapped(scrapped));
    const moved = await send('rework.BoxRelabeling.save', {
      PlantId: PLANT,
      boxLabelOld: box,
      boxLabelNew: 'JRZ1B99999999',
      HarnessOption: 'WITHOUT HARNESS',
      rows: [],
    });
    expect(moved.status).toBe(400);

    const report = await ok('doi.DOIReport.search', {
      plantID: PLANT,
      dateFrom: todayIso(),
      dateTo: todayIso(),
      controlNo: 'CTL-1',
      requireTotalCount: true,
    });
    expect((report.data as { option: string; userId: string }[]).map((x) => x.option).sort()).toEqual([
      'Reserve',
      'Reverse',
    ]);
    expect(report.data[0].userId).toBe('admin');
  });

  it('saves an upload all or nothing, with the row of each error', async () => {
    const { harnesses } = await takeBox();
    const [a, b] = harnesses as [string, string];
    const bad = await workbookFile('doi.xlsx', ['Harness Serial No'], [[a], ['JRZ1NOPE000000'], [a]]);
    const upload = (file: { name: string; content: Uint8Array }) =>
      send('doi.DOIMaintenance.import', { option: 'Reserve', controlNo: 'UP-1', file });
    const refused = await upload(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      doiMessages.row(3, doiMessages.unknownHarness('JRZ1NOPE000000')),
      doiMessages.row(4, doiMessages.twice(a)),
    ]);
    expect((await ok('doi.DOIMaintenance.list', { controlNo: 'UP-1' })).totalCount).toBe(0);

    const twoColumns = await workbookFile('doi.xlsx', ['Harness Serial No', 'Note'], [[a, 'x']]);
    expect((await upload(twoColumns)).body.message).toBe(doiMessages.fileColumns);

    const good = await upload(await workbookFile('doi.xlsx', ['Harness Serial No'], [[a], [b]]));
    expect(good.body).toEqual({ message: doiMessages.imported(2), saved: 2 });
    expect((await ok('doi.DOIMaintenance.list', { controlNo: 'UP-1' })).totalCount).toBe(2);
  });

  it('imports a file of bare serials, and refuses a DOI action without a control no', async () => {
    const { harnesses } = await takeBox();
    const [a, b] = harnesses as [string, string];
    const blank = await send('doi.DOIMaintenance.save', [{ harnessSerialNo: a, option: 'Reserve', controlNo: ' ' }]);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(reworkMessages.cannotBeBlank);
    const bare = await workbookFile('bare.xlsx', [a], [[b]]);
    const untitled = await send('doi.DOIMaintenance.import', { option: 'Reserve', controlNo: '', file: bare });
    expect(untitled.status).toBe(400);
    const imported = await send('doi.DOIMaintenance.import', { option: 'Reserve', controlNo: 'UP-2', file: bare });
    expect(imported.body).toEqual({ message: doiMessages.imported(2), saved: 2 });
  });
});

const relabelBox = async (box: string, harnesses: string[]) =>
  ok('rework.HarnessLabelRelabel.print', {
    printerName: PRINTER,
    quantity: harnesses.length,
    copies: 1,
    speed: 2,
    plantID: PLANT,
    boxSNO: box,
    harnessType: 'Mexico',
    harnessData: harnesses.map((s) => ({ sourceHarness: s, destinationHarness: destinationFor(s) })),
  });

/** Harness labels in no box: the sources of harness relabels. */
async function unboxedHarnesses(count: number): Promise<string[]> {
  const found: string[] = [];
  while (found.length < count) {
    const { box, harnesses } = await takeBox();
    await relabelBox(box, harnesses);
    found.push(...harnesses);
  }
  return found.slice(0, count);
}

const inBox = async (box: string) =>
  (
    (await ok('report.BoxHarnessReport.search', { plantID: PLANT, boxSNO: box, take: 50 })).data as {
      harnessSNO: string;
    }[]
  )
    .map((h) => h.harnessSNO)
    .sort();

describe('box relabel and re-inspected boxes', () => {
  it('moves a box WITHOUT HARNESS, then another WITH HARNESS, undoes a row and the rest, and switches option', async () => {
    const emptied = await takeBox();
    const key = (old: string, boxLabelNew: string, HarnessOption: string) => ({
      PlantId: PLANT,
      boxLabelOld: old,
      boxLabelNew,
      HarnessOption,
    });
    // WITHOUT HARNESS: the harnesses move as they are; the old box is left empty.
    await ok('rework.BoxRelabeling.save', { ...key(emptied.box, 'JRZ1X00000002', 'WITHOUT HARNESS'), rows: [] });
    expect(await inBox('JRZ1X00000002')).toEqual([...emptied.harnesses].sort());
    const listed = await ok('rework.DeleteReinspectedBox.list', { plantId: PLANT, boxLabelOld: emptied.box });
    expect(listed.map((x: { oldHarnessSno: string }) => x.oldHarnessSno).sort()).toEqual([...emptied.harnesses].sort());

    const { box: old, harnesses } = await takeBox();
    const empty = emptied.box;
    expect(await ok('rework.BoxRelabeling.check', { plantId: PLANT, boxLabelOld: old, boxLabelNew: old })).toEqual({
      isValid: false,
      message: reworkMessages.invalidBoxSerial,
    });
    expect(await ok('rework.BoxRelabeling.check', { plantId: PLANT, boxLabelOld: old, boxLabelNew: empty })).toEqual({
      isValid: true,
      message: '',
    });
    const destinations = await unboxedHarnesses(harnesses.length);
    const isValid = (destHarness: string, others: string[] = []) =>
      ok('rework.BoxRelabeling.isValid', {
        plantId: PLANT,
        boxLabelOld: old,
        boxLabelNew: empty,
        harnessOption: 'WITH HARNESS',
        destHarness,
        others,
      });
    expect(await isValid(destinations[0] as string)).toEqual({ isValid: true, message: '' });
    expect((await isValid(harnesses[0] as string)).message).toBe(reworkMessages.alreadyBoxed(harnesses[0] as string));
    expect((await isValid(destinations[0] as string, [destinations[0] as string])).message).toBe(
      '[20007] Record Already Exist!',
    );

    const grid = (await ok('rework.BoxRelabeling.list', { plantId: PLANT, boxLabelOld: old })) as { id: string }[];
    const rows = grid.map((row, i) => ({ id: row.id, destHarnessSno: destinations[i] }));
    await ok('rework.BoxRelabeling.save', { ...key(old, empty, 'WITH HARNESS'), rows });
    expect(await inBox(empty)).toEqual([...destinations].sort());
    expect(await inBox(old)).toEqual([]);

    // The record is saved: switching option needs it deleted first ([20129]).
    const twice = await send('rework.BoxRelabeling.save', { ...key(old, empty, 'WITHOUT HARNESS'), rows: [] });
    expect(twice.body.message).toBe(reworkMessages.alreadyRelabeled(old));

    expect(await ok('rework.DeleteReinspectedBox.boxSno', { plantId: PLANT, boxLabelOld: old })).toEqual({
      newBoxLabel: empty,
    });
    const records = await ok('rework.DeleteReinspectedBox.list', {
      plantId: PLANT,
      boxLabelOld: old,
      boxLabelNew: empty,
    });
    expect(records).toHaveLength(harnesses.length);
    const first = records[0] as { id: number; oldHarnessSno: string; newHarnessSno: string };
    expect(
      await ok('rework.DeleteReinspectedBox.delete', {
        id: first.id,
        PlantId: PLANT,
        boxLabelOld: old,
        boxLabelNew: empty,
      }),
    ).toEqual({ message: reworkMessages.reinspectedDeleted });
    expect(await inBox(old)).toEqual([first.oldHarnessSno]);

    await ok('rework.BoxRelabeling.delete', key(old, empty, 'WITH HARNESS'));
    expect(await inBox(old)).toEqual([...harnesses].sort());
    expect(await inBox(empty)).toEqual([]);
    await ok('rework.BoxRelabeling.save', { ...key(old, empty, 'WITHOUT HARNESS'), rows: [] });
    expect(await inBox(empty)).toEqual([...harnesses].sort());
  });
});
