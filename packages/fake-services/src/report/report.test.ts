import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, type CallName, monthStart, reportMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlant } from '../db/plant.js';
import type { FakePlant } from '../plant.js';
import { type PlantClient, startTestPlant } from '../testing.js';

const dataDir = mkdtempSync(join(tmpdir(), 'fgss-report-'));
let plant: FakePlant;
let client: PlantClient;
let token: string;

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant({ dataDir }));
  token = await client.signIn('viewer', 'FGSSMX01');
}, 120_000);
afterAll(async () => {
  await plant.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const local = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const today = local(new Date());
const now = { year: new Date().getFullYear(), month: new Date().getMonth() + 1 };
const JRZ1 = { plantID: 'JRZ1' };
const todayOnly = { ...JRZ1, dateFrom: today, dateTo: today };

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
type Rows = { data: any[]; totalCount?: number };
async function call(name: CallName, input: Record<string, unknown>): Promise<Rows> {
  const reply = await client.callUnchecked(name, { requireTotalCount: true, ...input }, { token });
  if (reply.status !== 200) throw new Error(`${name}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as unknown as Rows;
}

/** Each report's search with the screen's default filters (today, this month, the active plant). */
const defaults: [string, CallName, Record<string, unknown>][] = [
  ['Inventory', 'report.InventoryReport.search', JRZ1],
  ['Shipment', 'report.ShipmentReport.search', todayOnly],
  ['In Transit', 'report.InTransitReport.search', todayOnly],
  ['Return Products', 'report.ReturnProductsReport.search', todayOnly],
  ['Receipt', 'report.ReceiptReport.search', todayOnly],
  ['Label Printed but not Shipped', 'report.LabelPrintedbutnotShippedReport.search', todayOnly],
  ['Inter Plant', 'report.INTERPLANTSHIPMENTREPORT.search', todayOnly],
  ['Physical Inventory', 'report.PhysicalInventoryReport.search', { ...JRZ1, ...now }],
  ['Cycle Count', 'report.CycleCountReport.search', todayOnly],
  ['Return ASN', 'report.ReturnASNReport.search', todayOnly],
  ['Incomplete Shipment', 'report.INCOMPLETESHIPMENTREPORT.search', todayOnly],
  ['Over Shipment Trace', 'report.OverShipmentTraceReport.search', { ...JRZ1, ...now }],
  ['Print Shipment', 'report.PrintShipment.search', {}],
];

describe('the reports over the small seed', () => {
  it.each(defaults)('%s has rows for the default filters, and a total that counts them', async (_, c, input) => {
    const all = await call(c, input);
    expect(all.totalCount).toBeGreaterThan(0);
    expect(all.data).toHaveLength(all.totalCount as number);
  });

  it('shows in the summary the pieces the detail lists, per ASN and part', async () => {
    const detail = await call('report.ShipmentReport.search', { ...todayOnly, reportOption: 'D' });
    const summary = await call('report.ShipmentReport.search', { ...todayOnly, reportOption: 'S' });
    const sums = new Map<string, number>();
    for (const row of detail.data) {
      const key = `${row.asnNumber} ${row.sewsPartNo}`;
      sums.set(key, (sums.get(key) ?? 0) + row.qty);
    }
    expect(new Map(summary.data.map((row) => [`${row.asnNumber} ${row.sewsPartNo}`, row.qty]))).toEqual(sums);
    expect(summary.data.every((row) => row.boxSerialNumber === null)).toBe(true);
  });

  it('pages and sorts without overlap, by any shown column', async () => {
    const input = { ...todayOnly, reportOption: 'D', sort: [{ selector: 'qty', desc: true }] };
    const all = await call('report.ShipmentReport.search', input);
    const pages = [0, 10, 20].map((skip) => call('report.ShipmentReport.search', { ...input, skip, take: 10 }));
    const paged = (await Promise.all(pages)).flatMap((p) => p.data);
    expect(paged).toEqual(all.data.slice(0, 30));
    const quantities = all.data.map((row) => row.qty);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it("reads a deep page as the whole list's rows at that place, with its total, in any order", async () => {
    const weeks = {
      ...JRZ1,
      dateFrom: local(new Date(Date.now() - 27 * 86_400_000)),
      dateTo: today,
      reportOption: 'D',
    };
    // The default order pages by the boxes' keys alone; a pallet column's order joins the pallets first.
    for (const sort of [undefined, [{ selector: 'palletNumber', desc: true }]]) {
      const all = await call('report.ShipmentReport.search', { ...weeks, sort });
      const total = all.totalCount as number;
      expect(total).toBeGreaterThan(30);
      for (const skip of [Math.floor(total / 20) * 10, Math.floor((total - 1) / 10) * 10]) {
        const page = await call('report.ShipmentReport.search', { ...weeks, sort, skip, take: 10 });
        expect(page).toEqual({ data: all.data.slice(skip, skip + 10), totalCount: total });
      }
    }
  });

  it('refuses an invalid range with the rule the screen shows', async () => {
    const reply = await client.call(
      'report.ShipmentReport.search',
      { ...JRZ1, dateFrom: '2026-01-01', dateTo: '2026-06-01' },
      { token },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(reportMessages.tooLong(91));
    const blank = await client.callUnchecked('report.BoxHarnessReport.search', JRZ1, { token });
    expect([blank.status, blank.body.message]).toEqual([400, `harnessSNO: ${reportMessages.serialRequired}`]);
  });

  it('takes a Return Products summary of 364 days from the date typed, and counts it from the first of that month', async () => {
    const summary = (dateFrom: string, dateTo: string) =>
      client.callUnchecked(
        'report.ReturnProductsReport.search',
        { ...JRZ1, reportOption: 'S', dateFrom, dateTo, requireTotalCount: true },
        { token },
      );
    // 11/24/2025 to 11/23/2026 is 364 days; a day more is refused.
    expect((await summary('2025-11-24', '2026-11-23')).status).toBe(200);
    const over = await summary('2025-11-24', '2026-11-24');
    expect([over.status, over.body.message]).toEqual([400, `dateTo: ${reportMessages.tooLong(364)}`]);

    // A summary typed from a day after the 1st counts what came back from the 1st (the seed has
    // returns received on each of its last 25 days).
    const ago = (days: number) => local(new Date(Date.now() - days * 86_400_000));
    const typed = ago(8).endsWith('-01') ? ago(9) : ago(8);
    const detail = (dateFrom: string, dateTo: string) =>
      call('report.ReturnProductsReport.search', { ...JRZ1, reportOption: 'D', dateFrom, dateTo });
    const early = await detail(monthStart(typed), addDays(typed, -1));
    expect(early.totalCount).toBeGreaterThan(0);
    const fromMonthStart = await detail(monthStart(typed), today);
    const snapped = await call('report.ReturnProductsReport.search', {
      ...JRZ1,
      reportOption: 'S',
      dateFrom: typed,
      dateTo: today,
    });
    const sum = (rows: Rows, field: string) => rows.data.reduce((n, row) => n + (row[field] ?? 0), 0);
    expect(sum(snapped, 'returned')).toBe(sum(fromMonthStart, 'qty'));
  });

  it('splits In Transit into received and in transit, which together are both', async () => {
    const input = { ...JRZ1, dateFrom: local(new Date(Date.now() - 7 * 86_400_000)), dateTo: today };
    const [t, rcv, both] = await Promise.all(
      ['T', 'R', 'RT'].map((inTransitOption) => call('report.InTransitReport.search', { ...input, inTransitOption })),
    );
    expect(t?.data.every((row) => row.rcvDate === null)).toBe(true);
    expect(rcv?.data.every((row) => row.rcvDate !== null)).toBe(true);
    expect((t?.totalCount ?? 0) + (rcv?.totalCount ?? 0)).toBe(both?.totalCount);
    expect(t?.totalCount).toBeGreaterThan(0);
    expect(rcv?.totalCount).toBeGreaterThan(0);
  });

  it('traces over-shipment: remaining is plan minus shipped, and shipped is its ASNs', async () => {
    const { data } = await call('report.OverShipmentTraceReport.search', { ...JRZ1, ...now });
    expect(data.some((row) => row.remaining < 0)).toBe(true);
    expect(data.some((row) => row.remaining > 0)).toBe(true);
    for (const row of data.slice(0, 5)) {
      expect(row.remaining).toBe(row.planInv - row.shipped);
      const details = await call('report.OverShipmentTraceReport.shipmentDetails', {
        ...JRZ1,
        ...now,
        partNumber: row.sewsPartNo,
        customerID: row.customerID,
        wharehouse: row.wharehouse,
      });
      const shipped = details.data.filter((d) => !d.reOpen).reduce((sum, d) => sum + d.totalQty, 0);
      expect(shipped).toBe(row.shipped);
    }
  });
});

describe('one box, the same in every report', () => {
  it("agrees on a shipped box's ASN, quantity and dates in Shipment, Archive Summary and Box/Harness", async () => {
    const shipped = await call('report.ShipmentReport.search', { ...todayOnly, reportOption: 'D', take: 5 });
    expect(shipped.data.length).toBeGreaterThan(0);
    for (const box of shipped.data) {
      const archive = await call('report.ArchiveSummary.search', {
        searchFilter: box.boxSerialNumber,
        reportOption: 'BOX',
      });
      const ofBox = archive.data.filter((row) => row.box === box.boxSerialNumber);
      expect(ofBox.length).toBeGreaterThan(0);
      for (const row of ofBox) {
        expect(row).toMatchObject({
          asn: box.asnNumber,
          master: box.masterLabelSerialNumber,
          pallet: box.palletNumber,
          product: box.sewsPartNo,
          trucK_LOD_DTM: box.truckLoadDTM,
          skiD_DTM: box.skidDTM,
          palleT_LOD_DTM: box.palletLoadDTM,
          pieceS_PER_BOX: box.qty,
        });
      }
      // The whole ASN is listed around the box, every row under the same ASN.
      expect(archive.data.every((row) => row.asn === box.asnNumber)).toBe(true);

      const harnesses = await call('report.BoxHarnessReport.search', { boxSNO: box.boxSerialNumber });
      expect(harnesses.data).toHaveLength(box.qty);
      expect(harnesses.data.map((h) => h.harnessSNO).sort()).toEqual(ofBox.map((row) => row.harness).sort());
      for (const h of harnesses.data)
        expect(h).toMatchObject({ boxSNO: box.boxSerialNumber, shippingDate: box.shipDate });
      const one = await call('report.BoxHarnessReport.search', { harnessSNO: harnesses.data[0].harnessSNO });
      expect(one.data).toEqual([harnesses.data[0]]);
    }
  });

  it('lists a box printed into the history tables as printed but not shipped, and in stock', async () => {
    // What a label print writes (see db/schema/history/labels.ts), next to the running plant.
    const { db } = openPlant(join(dataDir, 'FGSSMX01.db'));
    const printedAt = `${today} 23:59:00`;
    const boxId = db.$client
      .prepare(
        `INSERT INTO box (box_serial_no, plant_id, sews_part_no, sews_design_level, cust_part_no, cust_design_level,
           customer_id, quantity, location_cd, printed_at, printed_by, printer_name, status)
         VALUES ('TESTB0001', 'JRZ1', '82111-TEST1', '01', 'CUST-1', 'A', 'FORD', 2, 'FG01', ?, 'viewer', 'MX01-ZT410-FG', 'printed')`,
      )
      .run(printedAt).lastInsertRowid;
    const harness = db.$client.prepare(
      `INSERT INTO harness_serial (harness_serial_no, plant_id, sews_part_no, sews_design_level, cust_part_no,
         cust_design_level, customer_id, quantity, box_id, mfg_date, printed_at, printed_by, printer_name, status)
       VALUES (?, 'JRZ1', '82111-TEST1', '01', 'CUST-1', 'A', 'FORD', 1, ?, ?, ?, 'viewer', 'MX01-ZT410-FG', ?)`,
    );
    harness.run('TESTH0001', boxId, today, printedAt, 'packed');
    harness.run('TESTH0002', null, today, printedAt, 'printed');

    const boxes = await call('report.LabelPrintedbutnotShippedReport.search', { ...todayOnly, reportOption: 'B' });
    expect(boxes.data).toContainEqual(
      expect.objectContaining({ serialNumber: 'TESTB0001', qty: 2, printedBy: 'viewer', status: 'printed' }),
    );
    const loose = await call('report.LabelPrintedbutnotShippedReport.search', { ...todayOnly, reportOption: 'H' });
    expect(loose.data).toContainEqual(
      expect.objectContaining({ serialNumber: 'TESTH0001', containerSerialNumber: 'TESTB0001' }),
    );
    expect(loose.data).toContainEqual(
      expect.objectContaining({ serialNumber: 'TESTH0002', containerSerialNumber: null }),
    );
    const stock = await call('report.InventoryReport.search', {
      ...JRZ1,
      reportOption: 'D',
      partNumber: '82111-TEST1',
    });
    expect(stock.data).toEqual([expect.objectContaining({ boxSerialNumber: 'TESTB0001', location: 'FG01', qty: 2 })]);
    const shipped = await call('report.ShipmentReport.search', {
      ...todayOnly,
      reportOption: 'D',
      custPartNo: '82111-TEST1',
    });
    expect(shipped.totalCount).toBe(0);
    db.$client.close();
  });
});
