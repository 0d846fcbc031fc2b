import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { progressChartFilter, progressFilter, shippingMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlant, type PlantDb } from '../db/plant.js';
import { box, harnessSerial } from '../db/schema/history/labels.js';
import { shipment } from '../db/schema/history/shipments.js';
import { planRows } from '../db/schema/shipping-plan/index.js';
import { progressChart, progressFile } from './progress.js';

const dir = mkdtempSync(join(tmpdir(), 'ship13-progress-'));
let db: PlantDb;

const plan = (option: 'SH' | 'PROD', part: string, date: string, qty: number, whse = 'FOR1') =>
  db
    .insert(planRows)
    .values({
      option,
      plantId: 'TST1',
      sewsPartNo: part,
      lineCode: 'L1',
      custGroup: 'FORD',
      customerCode: 'FORD',
      shipToWhse: whse,
      ...(option === 'SH' ? { shipDate: date, shipQty: qty } : { prodDate: date, prodQty: qty }),
    })
    .run();

beforeAll(() => {
  db = openPlant(join(dir, 'progress.db')).db;
  const asn = (n: number, shipDate: string | null) =>
    db
      .insert(shipment)
      .values({
        asnNumber: `ASN${n}`,
        plantId: 'TST1',
        mfgPlant: 'TST1',
        deliverType: 'CUSTOMER',
        deliverTo: 'FORD/FOR1',
        customerId: 'FORD',
        custGroup: 'FORD',
        shipToWhse: 'FOR1',
        dateTimeStamp: '2026-03-01 06:00:00',
        shipDate,
        status: shipDate ? 'shipped' : 'loading',
      })
      .returning({ id: shipment.id })
      .get().id;
  const boxes = (shipmentId: number, part: string, quantities: number[]) =>
    quantities.forEach((quantity, i) => {
      db.insert(box)
        .values({
          boxSerialNo: `B${shipmentId}${part}${i}`,
          plantId: 'TST1',
          sewsPartNo: part,
          sewsDesignLevel: '01',
          quantity,
          shipmentId,
          status: 'shipped',
          printedAt: '2026-03-01 07:00:00',
          printedBy: 'packer',
        })
        .run();
    });
  boxes(asn(1, '2026-03-02 08:00:00'), 'P1', [10, 15]);
  boxes(asn(2, '2026-03-03 09:00:00'), 'P1', [5]);
  // Still loading: not shipped yet.
  boxes(asn(3, null), 'P1', [100]);
  plan('SH', 'P1', '2026-03-02', 30);
  plan('SH', 'P1', '2026-03-04', 8);
  plan('SH', 'P9', '2026-03-04', 1, 'ZZZ9');
  const harness = (n: number, day: string) =>
    db
      .insert(harnessSerial)
      .values({
        harnessSerialNo: `H${n}`,
        plantId: 'TST1',
        sewsPartNo: 'P1',
        sewsDesignLevel: '01',
        mfgDate: `${day} 10:00:00`,
        status: 'packed',
        printedAt: `${day} 09:00:00`,
        printedBy: 'packer',
      })
      .run();
  for (const n of [1, 2, 3]) harness(n, '2026-03-02');
  harness(4, '2026-03-10');
  plan('PROD', 'P1', '2026-03-03', 5);
  plan('PROD', 'P1', '2026-03-12', 2);
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const filter = (input: Record<string, unknown>) => progressFilter.parse({ plantId: 'TST1', ...input });
type Rows = Record<string, unknown>[];
/** The rows of the progress report (type 0) and of the plan error report (type 1) for the filters. */
const report = (input: Record<string, unknown>) => ({
  progress: progressFile(db, filter({ ...input, type: 0 })).rows as Rows,
  planErrors: progressFile(db, filter({ ...input, type: 1 })).rows as Rows,
});

describe('shipment plan progress', () => {
  it('compares the daily shipping plan with what the ASNs shipped, per part, warehouse and day', () => {
    const { progress } = report({ status: 0, frequency: 0, from: '2026-03-01', to: '2026-03-31' });
    expect(progress.filter((r) => r.sewsPartNo === 'P1')).toEqual([
      { sewsPartNo: 'P1', shipToWhse: 'FOR1', period: '2026-03-02', planned: 30, actual: 25, difference: -5 },
      { sewsPartNo: 'P1', shipToWhse: 'FOR1', period: '2026-03-03', planned: 0, actual: 5, difference: 5 },
      { sewsPartNo: 'P1', shipToWhse: 'FOR1', period: '2026-03-04', planned: 8, actual: 0, difference: -8 },
    ]);
  });

  it('compares the production plan with the harnesses made, by week or by month', () => {
    const weekly = report({ status: 1, frequency: 1, year: 2026, month: 3 }).progress;
    expect(weekly.map((r) => [r.period, r.planned, r.actual])).toEqual([
      ['2026-03-02', 5, 3],
      ['2026-03-09', 2, 1],
    ]);
    const monthly = report({ status: 1, frequency: 2, year: 2026, month: 3 }).progress;
    expect(monthly).toEqual([
      { sewsPartNo: 'P1', shipToWhse: '', period: '2026-03', planned: 7, actual: 4, difference: -3 },
    ]);
  });

  it('charts planned against actual summed over parts, with every period of the range', () => {
    const chart = (input: Record<string, unknown>) =>
      progressChart(db, progressChartFilter.parse({ plantId: 'TST1', ...input })).periods;
    const daily = chart({ status: 0, frequency: 0, from: '2026-03-01', to: '2026-03-05' });
    expect(daily).toEqual([
      { period: '2026-03-01', planned: 0, actual: 0 },
      { period: '2026-03-02', planned: 30, actual: 25 },
      { period: '2026-03-03', planned: 0, actual: 5 },
      // P1 and the unknown part P9 of another warehouse, together.
      { period: '2026-03-04', planned: 9, actual: 0 },
      { period: '2026-03-05', planned: 0, actual: 0 },
    ]);
    const weekly = chart({ status: 1, frequency: 1, year: 2026, month: 3 });
    expect(weekly.map((p) => p.period)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(weekly.slice(1, 3)).toEqual([
      { period: '2026-03-02', planned: 5, actual: 3 },
      { period: '2026-03-09', planned: 2, actual: 1 },
    ]);
    expect(chart({ status: 1, frequency: 2, year: 2026, month: 3 })).toEqual([
      { period: '2026-03', planned: 7, actual: 4 },
    ]);
    expect(
      progressChartFilter.safeParse({ plantId: 'TST1', status: 0, frequency: 0, from: '2026-03-01' }).success,
    ).toBe(false);
  });

  it('lists the plan rows that do not match the masters, and why', () => {
    const { planErrors } = report({ status: 0, frequency: 0, from: '2026-03-01', to: '2026-03-31' });
    expect(planErrors.map((e) => [e.sewsPartNo, e.date, e.reason])).toEqual([
      ['P1', '2026-03-02', shippingMessages.unknownPart],
      ['P1', '2026-03-04', shippingMessages.unknownPart],
      ['P9', '2026-03-04', `${shippingMessages.unknownPart}, ${shippingMessages.unknownShipTo}`],
    ]);
  });

  it('titles each workbook and heads its columns', () => {
    const shipped = { status: 0, frequency: 0, from: '2026-03-01', to: '2026-03-31' };
    const progress = progressFile(db, filter({ ...shipped, type: 0 }));
    expect([progress.title, progress.columns.map((c) => c.label)]).toEqual([
      'Shipment Plan Progress Report',
      ['SEWS Part No.', 'Ship To Whse', 'Period', 'Planned', 'Actual', 'Difference'],
    ]);
    expect(progressFile(db, filter({ ...shipped, type: 1 })).title).toBe('Shipment Plan Error Report');
  });

  it('refuses a daily range of 31 days or more, and shipped by week', () => {
    const issues = (input: Record<string, unknown>) =>
      progressFilter
        .safeParse({ plantId: 'TST1', status: 0, frequency: 0, ...input })
        .error?.issues.map((i) => i.message);
    expect(issues({ from: '2026-03-01', to: '2026-03-31' })).toBeUndefined();
    expect(issues({ from: '2026-03-01', to: '2026-04-01' })).toEqual([
      '[20100]Date Range Can not be more than 31 Days!',
    ]);
    expect(issues({ from: '2026-03-05', to: '2026-03-01' })).toEqual([
      '[20100]Date Range Can not be more than 31 Days!',
    ]);
    expect(issues({ frequency: 1, year: 2026, month: 3 })).toEqual(['Shipped is reported daily']);
  });
});
