import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlant, type PlantDb } from '../db/plant.js';
import { box, shipment } from '../db/schema/history/index.js';
import type { FakePlant } from '../plant.js';
import { type PlantClient, startTestPlant } from '../testing.js';

// The Shipment summary reads the shipment_part rollup, which triggers keep equal to the boxes on
// every write of box or shipment: each test writes one kind of change, then compares.
const dataDir = mkdtempSync(join(tmpdir(), 'fgss-shipment-parts-'));
let plant: FakePlant;
let client: PlantClient;
let token: string;
let db: PlantDb;

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant({ dataDir }));
  token = await client.signIn('viewer', 'FGSSMX01');
  db = openPlant(join(dataDir, 'FGSSMX01.db')).db;
}, 120_000);
afterAll(async () => {
  db.$client.close();
  await plant.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Part = Record<string, string | number | null>;
/** The rollup's rows, and the same figures summed from the boxes: they must be equal. */
function rollupAndBoxes(): [Part[], Part[]] {
  const rollup = db.all<Part>(sql`SELECT shipment_id, plant_id, ship_date, asn_number, sews_part_no,
      sews_design_level, cust_part_no, cust_design_level, quantity, boxes
    FROM shipment_part ORDER BY 1, 5, 6, 7, 8`);
  const boxes = db.all<Part>(sql`SELECT s.id AS shipment_id, s.plant_id, s.ship_date, s.asn_number, b.sews_part_no,
      b.sews_design_level, coalesce(b.cust_part_no, '') AS cust_part_no,
      coalesce(b.cust_design_level, '') AS cust_design_level, sum(b.quantity) AS quantity, count(*) AS boxes
    FROM box b JOIN shipment s ON s.id = b.shipment_id GROUP BY 1, 5, 6, 7, 8 ORDER BY 1, 5, 6, 7, 8`);
  return [rollup, boxes];
}
const expectRollupEqualsBoxes = () => {
  const [rollup, boxes] = rollupAndBoxes();
  expect(rollup.length).toBeGreaterThan(0);
  expect(rollup).toEqual(boxes);
};

/** An ASN of the seed with its shipped boxes. */
function shippedAsn(offset = 0) {
  const found = db.get<{ id: number; asnNumber: string; shipDate: string; plantId: string }>(
    sql`SELECT id, asn_number AS asnNumber, ship_date AS shipDate, plant_id AS plantId FROM shipment
        WHERE ship_date IS NOT NULL AND EXISTS (SELECT 1 FROM box WHERE shipment_id = shipment.id)
        ORDER BY id LIMIT 1 OFFSET ${offset}`,
  );
  if (!found) throw new Error('no shipped ASN in the seed');
  return found;
}
const boxesOf = (shipmentId: number) => db.select().from(box).where(eq(box.shipmentId, shipmentId)).all();

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
type Rows = { data: any[]; totalCount?: number };
async function search(input: Record<string, unknown>): Promise<Rows> {
  const reply = await client.callUnchecked('report.ShipmentReport.search', input, { token });
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as unknown as Rows;
}
/** The ASN's Shipment summary, and its detail summed per part: they must be equal. */
async function summaryAndDetail(asn: { asnNumber: string; shipDate: string; plantId: string }) {
  const day = asn.shipDate.slice(0, 10);
  const input = { plantID: asn.plantId, dateFrom: day, dateTo: day, ASN: asn.asnNumber };
  const [summary, detail] = await Promise.all([
    search({ ...input, reportOption: 'S' }),
    search({ ...input, reportOption: 'D' }),
  ]);
  const sums = new Map<string, number>();
  for (const row of detail.data) {
    const key = `${row.sewsPartNo} ${row.sewsDesignLevel} ${row.custPartNo}`;
    sums.set(key, (sums.get(key) ?? 0) + row.qty);
  }
  const shown = new Map(
    summary.data.map((row) => [`${row.sewsPartNo} ${row.sewsDesignLevel} ${row.custPartNo}`, row.qty]),
  );
  return [shown, sums];
}

describe('the shipment summary rollup', () => {
  it('holds what the seed shipped (backfilled by the migration, then kept by the triggers)', () => {
    expectRollupEqualsBoxes();
  });

  it('follows a box added to an ASN, and shows it in the summary', async () => {
    const asn = shippedAsn();
    const [first] = boxesOf(asn.id);
    if (!first) throw new Error('ASN without boxes');
    const { id: _, ...copy } = first;
    db.insert(box)
      .values({ ...copy, boxSerialNo: 'RLP000000001', sewsDesignLevel: 'Z9', quantity: 7 })
      .run();
    expectRollupEqualsBoxes();
    const [summary, detail] = await summaryAndDetail(asn);
    expect(summary).toEqual(detail);
    expect([...(summary?.values() ?? [])]).toContain(7);
  });

  it("follows a box's quantity and part changing (a relabel)", async () => {
    const asn = shippedAsn();
    const [first, second] = boxesOf(asn.id);
    db.update(box)
      .set({ quantity: 99 })
      .where(eq(box.id, first?.id as number))
      .run();
    db.update(box)
      .set({ sewsPartNo: 'RELABELED', custPartNo: null })
      .where(eq(box.id, second?.id as number))
      .run();
    expectRollupEqualsBoxes();
    const [summary, detail] = await summaryAndDetail(asn);
    expect(summary).toEqual(detail);
  });

  it('follows a box moved to another ASN, and one taken off its ASN', async () => {
    const from = shippedAsn();
    const to = shippedAsn(1);
    const [first, second] = boxesOf(from.id);
    db.update(box)
      .set({ shipmentId: to.id })
      .where(eq(box.id, first?.id as number))
      .run();
    db.update(box)
      .set({ shipmentId: null, status: 'packed' })
      .where(eq(box.id, second?.id as number))
      .run();
    expectRollupEqualsBoxes();
    for (const asn of [from, to]) {
      const [summary, detail] = await summaryAndDetail(asn);
      expect(summary).toEqual(detail);
    }
  });

  it('follows a box deleted, down to the part it was the last box of', () => {
    const asn = shippedAsn();
    for (const b of boxesOf(asn.id).slice(0, 3)) {
      db.run(sql`UPDATE harness_serial SET box_id = NULL WHERE box_id = ${b.id}`);
      db.delete(box).where(eq(box.id, b.id)).run();
    }
    expectRollupEqualsBoxes();
  });

  it("follows the ASN's ship date, number and plant changing (a truck leaving, a reopened ASN)", async () => {
    const asn = shippedAsn(2);
    db.update(shipment).set({ shipDate: null, status: 'reopened' }).where(eq(shipment.id, asn.id)).run();
    expectRollupEqualsBoxes();
    const shipDate = `${asn.shipDate.slice(0, 10)} 23:59:00`;
    db.update(shipment)
      .set({ shipDate, status: 'shipped', asnNumber: `${asn.asnNumber}R` })
      .where(eq(shipment.id, asn.id))
      .run();
    expectRollupEqualsBoxes();
    const [summary, detail] = await summaryAndDetail({ ...asn, asnNumber: `${asn.asnNumber}R`, shipDate });
    expect(summary).toEqual(detail);
    expect(summary?.size).toBeGreaterThan(0);
  });

  it('counts boxes written before their ASN (deferred foreign keys, as the seed writes), and drops a deleted ASN', () => {
    const sqlite = db.$client;
    const id = 900_000;
    sqlite.transaction(() => {
      sqlite.pragma('defer_foreign_keys = ON');
      sqlite
        .prepare(`INSERT INTO box (box_serial_no, plant_id, sews_part_no, sews_design_level, quantity, shipment_id,
                    printed_at, printed_by, status)
                  VALUES ('RLP000000002', 'JRZ1', 'LATE', 'A1', 5, ?, '2026-01-01 08:00:00', 'test', 'shipped')`)
        .run(id);
      db.insert(shipment)
        .values({
          id,
          asnNumber: 'RLPLATE',
          plantId: 'JRZ1',
          mfgPlant: 'JRZ1',
          deliverType: 'CUSTOMER',
          deliverTo: 'FORD/FOR1',
          dateTimeStamp: '2026-01-01 08:00:00',
          shipDate: '2026-01-01 09:00:00',
          status: 'shipped',
        })
        .run();
    })();
    expectRollupEqualsBoxes();
    expect(db.all(sql`SELECT quantity FROM shipment_part WHERE shipment_id = ${id}`)).toEqual([{ quantity: 5 }]);
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM box WHERE shipment_id = ?').run(id);
      sqlite.prepare('DELETE FROM shipment WHERE id = ?').run(id);
    })();
    expectRollupEqualsBoxes();
  });
});
