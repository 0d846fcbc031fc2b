import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CallName, demandMessages, type InputOf, labelDate, lotNumberText, todayIso } from '@fgss/contracts';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelData, parseZpl } from '../labels/zpl-parse.js';
import type { PrintJob } from '../printers/virtual-printer.js';
import { type PlantClient, type Reply, startTestPlant } from '../testing.js';

/**
 * Printing as the screens do it, over HTTP against a fake plant with its virtual printers: the
 * ZPL a virtual printer received is parsed and checked, and the plant's records are read back.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
const dataDir = mkdtempSync(join(tmpdir(), 'fgss-printing-'));
const PRINTER = 'MX01-ZT410-FG';
const today = todayIso();

beforeAll(async () => {
  plant = await startTestPlant({ printers: true, devRoutes: true, dataDir });
  client = plant.client;
  token = await client.signIn('admin');
  // Creating the small seed of every server takes a while on a busy machine.
}, 120_000);
afterAll(async () => {
  await plant.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
const call = <N extends CallName>(name: N, input: InputOf<N>, language = 'EN'): Promise<Reply<any>> =>
  client.call(name, input, { token, language });

async function jobsOf(printer: string): Promise<PrintJob[]> {
  return (await client.route<PrintJob[]>('GET', `/_plant/printers/${printer}/jobs`)).body;
}

/** The jobs a printer received after `before` jobs, once they are all in. */
async function newJobs(printer: string, before: number, count = 1): Promise<PrintJob[]> {
  await expect.poll(async () => (await jobsOf(printer)).length).toBe(before + count);
  return (await jobsOf(printer)).slice(before);
}

async function boxRow() {
  const list = await call('demand.BoxLabelPrinting.list', {
    plantid: 'JRZ1',
    take: 1,
    filter: ['labelFormat', '=', 'BX01'],
  });
  return list.body.data[0];
}

const boxRequest = (row: { id: number; labelFormat: string }, more: Record<string, unknown> = {}) => ({
  PlantId: 'JRZ1',
  PrinterName: PRINTER,
  QuantityInBox: 12,
  NumberOfLabels: 3,
  NumberOfCopies: 2,
  Speed: 5,
  ProductionDate: today,
  KEYVALUE: String(row.id),
  LabelFormat: row.labelFormat,
  ...more,
});

async function sequence(labelTp: string): Promise<number> {
  const reply = await call('demand.StatusUpdate.otherStatus', { filter: ['label_tp', '=', labelTp] });
  return reply.body.data[0].last_seq_no;
}

describe('box label printing', () => {
  it('sends one ZPL job with a label per serial, the part, quantity, speed, darkness and copies', async () => {
    const row = await boxRow();
    const before = (await jobsOf(PRINTER)).length;
    const reply = await call('demand.BoxLabelPrinting.print', boxRequest(row));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const serials: string[] = reply.body.serials;
    // The printer's counter confirmed every label.
    expect(reply.body).toMatchObject({ state: 'printed', printed: serials, missing: [] });
    expect(reply.body.message).toBe(`3 of 3 labels printed: ${serials[0]}–${serials[2]?.slice(-2)} on ${PRINTER}.`);
    expect(serials).toHaveLength(3);
    expect(serials.every((s) => /^JRZ1B\d{8}$/.test(s))).toBe(true);

    const [job] = await newJobs(PRINTER, before);
    const labels = parseZpl(job?.text ?? '');
    expect(labels).toHaveLength(3);
    labels.forEach((label, i) => {
      // BX01 lets the user choose speed and copies; its darkness is the format's.
      expect(label.settings).toMatchObject({ speed: 5, copies: 2, darkness: 0 });
      const { texts, barcodes } = labelData(label);
      expect(barcodes).toEqual([
        { type: 'CODE128', data: `S${serials[i]}` },
        { type: 'CODE128', data: `P${row.custPartNo ?? row.sewsPartNo}` },
        { type: 'CODE128', data: 'Q12' },
      ]);
      expect(texts).toContain(`SEWS PART: ${row.sewsPartNo} ${row.sewsDesginLevel}`);
      expect(texts).toContain(`PROD DATE: ${labelDate(today, 'EN')}`);
    });
    expect(reply.body.preview.serial).toBe(serials[0]);
    expect(reply.body.preview.svg).toContain(`SERIAL (S): ${serials[0]}`);
  });

  it("prints the label's dates day first for a Spanish user (the print's Accept-Language), in the preview too", async () => {
    const row = await boxRow();
    const [year, month, day] = today.split('-');
    const before = (await jobsOf(PRINTER)).length;
    const reply = await call('demand.BoxLabelPrinting.print', boxRequest(row, { NumberOfLabels: 1 }), 'ES');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [job] = await newJobs(PRINTER, before);
    const [label] = parseZpl(job?.text ?? '');
    expect(labelData(label!).texts).toContain(`PROD DATE: ${day}/${month}/${year}`);
    expect(reply.body.preview.svg).toContain(`PROD DATE: ${day}/${month}/${year}`);
    const preview = await call('demand.BoxLabelPrinting.preview', boxRequest(row), 'ES');
    expect(preview.body.svg).toContain(`PROD DATE: ${day}/${month}/${year}`);
    const english = await call('demand.BoxLabelPrinting.preview', boxRequest(row), 'EN');
    expect(english.body.svg).toContain(`PROD DATE: ${month}/${day}/${year}`);
  });

  it('refuses an invalid print as an ASP.NET service does: the errors map, field by field', async () => {
    const row = await boxRow();
    const reply = await client.callUnchecked(
      'demand.BoxLabelPrinting.print',
      { ...boxRequest(row), NumberOfLabels: 'many', PrinterName: '' },
      { token },
    );
    expect(reply.status).toBe(400);
    const errors = (reply.body as { errors?: Record<string, string[]> }).errors ?? {};
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['NumberOfLabels']));
    expect(errors.NumberOfLabels?.[0]).toEqual(expect.any(String));
    // The same words as a message, for the callers that read one.
    expect(reply.body.message).toContain(errors.NumberOfLabels?.[0]);
  });

  it('records the labels as printed, not shipped, boxes of the plant history', async () => {
    const row = await boxRow();
    const reply = await call('demand.BoxLabelPrinting.print', boxRequest(row, { NumberOfLabels: 1 }));
    const [serial] = reply.body.serials;
    const db = new Database(join(dataDir, 'FGSSMX01.db'), { readonly: true });
    const box = db.prepare('SELECT * FROM box WHERE box_serial_no = ?').get(serial);
    db.close();
    expect(box).toMatchObject({
      plant_id: 'JRZ1',
      sews_part_no: row.sewsPartNo,
      quantity: 12,
      status: 'printed',
      printed_by: 'admin',
      printer_name: PRINTER,
    });
  });

  it('refuses a request that breaks a rule with every message, and prints nothing', async () => {
    const row = await boxRow();
    const before = (await jobsOf(PRINTER)).length;
    const reply = await call(
      'demand.BoxLabelPrinting.print',
      boxRequest(row, { Speed: 11, ProductionDate: '2000-01-01' }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([demandMessages.dateBeforeToday, 'Speed must be between 2 and 10']);
    expect(await jobsOf(PRINTER)).toHaveLength(before);
  });

  it('prints Zebra part labels quantity times copies, and refuses copies outside 1 to 9', async () => {
    const row = (await call('demand.ZebraLabelPrinting.list', { plantid: 'JRZ1', take: 1 })).body.data[0];
    const zebra = (LabelQuantity: number, NoOfCopies: number) =>
      call('demand.ZebraLabelPrinting.print', {
        PrinterName: PRINTER,
        SewsPartNo: row.sewsPartNo,
        DesignLevel: row.designLevel,
        LabelQuantity,
        NoOfCopies,
        Plant: 'JRZ1',
      });
    const before = (await jobsOf(PRINTER)).length;
    const printed = await zebra(2, 3);
    expect(printed.status).toBe(200);
    // Told as the labels asked, each with its copies: not one label of six copies.
    expect(printed.body).toMatchObject({ labels: 2, copies: 3, message: `2 of 2 labels printed on ${PRINTER}.` });
    const [job] = await newJobs(PRINTER, before);
    expect(job?.text).toContain('^PQ6,');
    for (const copies of [0, 10, 12, 99]) {
      const reply = await zebra(1, copies);
      expect(reply.status, `copies ${copies}`).toBe(400);
      expect(reply.body.issues).toEqual(['No of Copies must be between 1 and 9']);
    }
    expect(await jobsOf(PRINTER)).toHaveLength(before + 1);
  });
});

describe('serials', () => {
  it('are unique and consecutive when 20 prints of one sequence arrive at once', async () => {
    const row = await boxRow();
    const start = await sequence('BOX-JRZ1');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call('demand.BoxLabelPrinting.print', boxRequest(row, { NumberOfLabels: 2 }))),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = replies.flatMap((r) => r.body.serials as string[]).map((s) => Number(s.slice(5)));
    expect(new Set(numbers).size).toBe(40);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => start + 1 + i));
    expect(await sequence('BOX-JRZ1')).toBe(start + 40);
  });

  it('are not consumed when the printer refuses the connection', async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const port = (s.address() as { port: number }).port;
        s.close(() => resolve(port));
      });
    });
    const saved = await call('configuration.LabelPrinterMaster.insert', [
      {
        printerName: 'OFFLINE-ZT410',
        model: 'ZT410',
        communicationType: 'TCP/IP',
        hostName: '127.0.0.1',
        port: String(closed),
        transmitMode: 'RAW',
        PrinterType: 'Zebra',
      },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = await boxRow();
    const start = await sequence('BOX-JRZ1');
    const failed = await call('demand.BoxLabelPrinting.print', boxRequest(row, { PrinterName: 'OFFLINE-ZT410' }));
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(
      `Printer 'OFFLINE-ZT410' (127.0.0.1:${closed}) cannot be reached. No label was printed.`,
    );
    expect(await sequence('BOX-JRZ1')).toBe(start);
    const next = await call('demand.BoxLabelPrinting.print', boxRequest(row, { NumberOfLabels: 1 }));
    expect(next.body.serials).toEqual([`JRZ1B${String(start + 1).padStart(8, '0')}`]);
  });

  it('are previewed without being consumed; pallet printing shows the next one', async () => {
    const row = await boxRow();
    const start = await sequence('BOX-JRZ1');
    const preview = await call('demand.BoxLabelPrinting.preview', boxRequest(row));
    expect(preview.body.serial).toBe(`JRZ1B${String(start + 1).padStart(8, '0')}`);
    expect(await sequence('BOX-JRZ1')).toBe(start);
    const next = (await call('demand.PalletLabelPrinting.nextSerial', {})).body;
    const printed = await call('demand.PalletLabelPrinting.print', {
      LabelQty: 2,
      printerName: PRINTER,
      Speed: 3,
    });
    expect(printed.body.message).toBe(demandMessages.palletPrinted);
    expect(printed.body.serials[0]).toBe(next);
    expect(printed.body.nextSerial).toBe(`JRZ1P${String(Number(next.slice(5)) + 2).padStart(7, '0')}`);
  });
});

describe('harness label printing', () => {
  it('prints the 2D code the harness format asks for, with the lot of the production date', async () => {
    const list = await call('demand.HarnessLabelPrinting.list', {
      plantid: 'JRZ1',
      take: 1,
      filter: ['labelFormat', '=', 'HL2D'],
    });
    const row = list.body.data[0];
    const before = (await jobsOf(PRINTER)).length;
    const reply = await call('demand.HarnessLabelPrinting.print', {
      CBPlantId: 'JRZ1',
      ClusterPrinterName: PRINTER,
      ClusterProdDate: today,
      LabelQty: 2,
      LotNo: lotNumberText(today),
      PrintLot: true,
      ProductionLine: 'LINE-07',
      ProductionLot: 'A1',
      SEWSPartNo: row.sewsPartNo,
      SEWSDesginLevel: row.sewsDesginLevel,
      Speed: 2,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [job] = await newJobs(PRINTER, before);
    const labels = parseZpl(job?.text ?? '').map(labelData);
    expect(labels).toHaveLength(2);
    const twoD = labels.map((l) => l.barcodes.find((b) => b.type !== 'CODE128' && b.type !== 'CODE39'));
    expect(twoD.map((b) => b?.data)).toEqual(
      reply.body.serials.map((s: string) => `${s}|${row.sewsPartNo}|${row.sewsDesginLevel}|${today}`),
    );
    expect(labels[0]?.texts).toContain(`LOT: ${lotNumberText(today)}`);
    expect(labels[0]?.texts).toContain('LINE: LINE-07');
  });

  it('steps over a serial ahead of the sequence that the history holds, and records every label it sends', async () => {
    const row = (await call('demand.HarnessLabelPrinting.list', { plantid: 'JRZ1', take: 1 })).body.data[0];
    const request = {
      CBPlantId: 'JRZ1',
      ClusterPrinterName: PRINTER,
      ClusterProdDate: today,
      LabelQty: 2,
      ProductionLine: 'LINE-07',
      ProductionLot: 'A1',
      SEWSPartNo: row.sewsPartNo,
      SEWSDesginLevel: row.sewsDesginLevel,
      Speed: 2,
    };
    const next = Number((await call('demand.HarnessLabelPrinting.preview', request)).body.serial.slice(5));
    const serial = (n: number) => `JRZ1H${String(n).padStart(9, '0')}`;
    // A harness label ahead of the sequence, as a relabel made before destinations were checked left it.
    const db = new Database(join(dataDir, 'FGSSMX01.db'));
    db.prepare(
      `INSERT INTO harness_serial (harness_serial_no, plant_id, sews_part_no, sews_design_level, cust_part_no,
         cust_design_level, customer_id, quantity, mfg_date, printed_at, printed_by, printer_name, status)
       SELECT ?, plant_id, sews_part_no, sews_design_level, cust_part_no, cust_design_level, customer_id, quantity,
         mfg_date, printed_at, printed_by, 'BY-HAND', status FROM harness_serial LIMIT 1`,
    ).run(serial(next + 1));
    db.close();
    const before = (await jobsOf(PRINTER)).length;

    const reply = await call('demand.HarnessLabelPrinting.print', request);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.serials).toEqual([serial(next), serial(next + 2)]);
    const [job] = await newJobs(PRINTER, before);
    const sent = parseZpl(job?.text ?? '').map((l) => labelData(l).texts.find((t) => t.startsWith('SERIAL (S): ')));
    expect(sent).toEqual(reply.body.serials.map((s: string) => `SERIAL (S): ${s}`));
    const history = new Database(join(dataDir, 'FGSSMX01.db'), { readonly: true });
    const printers = reply.body.serials.map(
      (s: string) =>
        history.prepare('SELECT printer_name FROM harness_serial WHERE harness_serial_no = ?').get(s) as {
          printer_name: string;
        },
    );
    history.close();
    expect(printers).toEqual([{ printer_name: PRINTER }, { printer_name: PRINTER }]);
    const listed = await call('demand.PrintHistory.list', { serial: serial(next + 2), take: 5 });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: reply.body.printId, state: 'printed' })]);
  });

  it('needs production line and lot when the plant parameter is YES', async () => {
    const row = (await call('demand.HarnessLabelPrinting.list', { plantid: 'JRZ1', take: 1 })).body.data[0];
    const reply = await call('demand.HarnessLabelPrinting.print', {
      CBPlantId: 'JRZ1',
      ClusterPrinterName: PRINTER,
      ClusterProdDate: today,
      LabelQty: 1,
      SEWSPartNo: row.sewsPartNo,
      SEWSDesginLevel: row.sewsDesginLevel,
      Speed: 2,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([demandMessages.productionLineRequired, demandMessages.productionLotRequired]);
  });
});

describe('status update', () => {
  it('takes a printer out of service and back', async () => {
    const row = await boxRow();
    const off = await call('demand.StatusUpdate.update', { mode: 'E_Grid2', printerName: PRINTER, status: false });
    expect(off.body.message).toBe(demandMessages.statusUpdated);
    const refused = await call('demand.BoxLabelPrinting.print', boxRequest(row));
    expect(refused.body.message).toBe(`Printer '${PRINTER}' is disabled in Status Update.`);
    await call('demand.StatusUpdate.update', { mode: 'E_Grid2', printerName: PRINTER, status: true });
    const tab = await call('demand.StatusUpdate.boxStatus', { filter: ['printeR_NM', '=', PRINTER] });
    expect(tab.body.data[0]).toMatchObject({ printeR_NM: PRINTER, status: true, useD_BY: 'admin' });
    expect((await call('demand.BoxLabelPrinting.print', boxRequest(row, { NumberOfLabels: 1 }))).status).toBe(200);
  });

  it('removes a pallet from its master label', async () => {
    const tab = await call('demand.StatusUpdate.palletUpdationStatus', { take: 1, requireTotalCount: true });
    const [row] = tab.body.data;
    expect(row).toMatchObject({ boRmv_Associ: false });
    const removed = await call('demand.StatusUpdate.update', { mode: 'E_Grid4', palletSNO: row.pallet_sno });
    expect(removed.body.message).toBe(demandMessages.statusUpdated);
    const after = await call('demand.StatusUpdate.palletUpdationStatus', {
      filter: ['pallet_sno', '=', row.pallet_sno],
      requireTotalCount: true,
    });
    expect(after.body.totalCount).toBe(0);
    const again = await call('demand.StatusUpdate.update', { mode: 'E_Grid4', palletSNO: row.pallet_sno });
    expect(again.body.message).toBe(`Pallet ${row.pallet_sno} is not associated with a master label.`);
  });
});
