import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  changeLogFilter,
  firstOfMonth,
  lookupMessages,
  PlanCheck,
  PlanRow,
  type PlanScope,
  shippingMessages,
} from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlant, type PlantDb } from '../db/plant.js';
import { shipment } from '../db/schema/history/shipments.js';
import { plants } from '../db/schema/parts/plants.js';
import { planChecks, planRows } from '../db/schema/shipping-plan/index.js';
import { isUniqueViolation, type ServiceError } from '../http/errors.js';
import { changeLogPage } from './change-log.js';
import { customers, shipToWarehouses } from './lookups.js';
import { deleteAllPlan, planWithin, savePlan } from './plan-book.js';
import { checkedPlanChecks } from './plan-checks.js';
import { planCheckStore, planRowStore } from './stores.js';

const notInList = lookupMessages.notInList;

const dir = mkdtempSync(join(tmpdir(), 'ship13-plan-'));
let db: PlantDb;
beforeAll(() => {
  db = openPlant(join(dir, 'plan.db')).db;
  // A plan row's plant is one of the server's plants.
  db.insert(plants).values({ plantId: 'TST1', identifier: 'ST1', plant_nm: 'Test plant' }).run();
  db.insert(shipment)
    .values({
      asnNumber: 'ASN1',
      plantId: 'TST1',
      mfgPlant: 'TST1',
      deliverType: 'CUSTOMER',
      deliverTo: 'FORD/FOR1',
      customerId: 'FORD',
      custGroup: 'FORD',
      shipToWhse: 'FOR1',
      dateTimeStamp: '2026-01-05 08:00:00',
      status: 'shipped',
    })
    .run();
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (e) {
    return (e as ServiceError).message;
  }
  throw new Error('accepted');
};
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const now = new Date();
const scope: PlanScope = { option: 'SH', plantId: 'TST1', year: now.getFullYear(), month: now.getMonth() + 1 };
const line = (part: string, extra: Record<string, unknown> = {}) =>
  PlanRow.insert.parse({
    option: 'sh',
    plantId: 'tst1',
    sewsPartNo: part,
    lineCode: 'l1',
    custGroup: 'ford',
    customerCode: 'ford',
    shipDate: firstOfMonth(),
    shipToWhse: 'for1',
    ...extra,
  });
const today = now.toISOString().slice(0, 10);
const log = (filter: Record<string, string> = {}) =>
  changeLogPage(db, { plantId: 'TST1', from: today, to: today, ...filter }).data;

describe('shipment plan check', () => {
  const check = (row: Record<string, unknown>) =>
    refusal(() => planCheckStore.insert(db, checkedPlanChecks([PlanCheck.insert.parse(row)])));

  it('offers the warehouses the plant ships to and refuses any other, or an adherence type not listed', () => {
    expect(shipToWarehouses(db)).toEqual(['FOR1']);
    expect(check({ shipToWhse: 'XXX9', adhere: false })).toBe(notInList('Ship To Whse', 'XXX9'));
    expect(check({ shipToWhse: 'FOR1', adhere: true, adherecetype: 'YEARLY' })).toBe(
      notInList('Adherence Type', 'YEARLY'),
    );
    expect(db.select().from(planChecks).all()).toEqual([]);
  });

  it('needs an adherence type when the warehouse adheres, and clears it when it does not', () => {
    expect(issues(PlanCheck.insert.safeParse({ shipToWhse: 'FOR1', adhere: true }))).toEqual([
      'Adherence Type needs to be selected: FOR1',
    ]);
    expect(checkedPlanChecks([{ shipToWhse: 'FOR1', adhere: false, adherecetype: 'DAILY' }])).toEqual([
      { shipToWhse: 'FOR1', adhere: false, adherecetype: null },
    ]);
  });
});

describe('shipment plan maintenance', () => {
  it('upper-cases text, saves missing quantities as 0 and an empty design change', () => {
    savePlan(db, { inserted: [line('82111-p1')], updated: [], deleted: [] }, 'planner');
    const stored = db.select().from(planRows).all();
    expect(stored).toMatchObject([
      { option: 'SH', plantId: 'TST1', sewsPartNo: '82111-P1', designChange: '', lineCode: 'L1', begInvent: 0 },
    ]);
    expect(stored[0]).toMatchObject({ shipQty: 0, prodQty: 0 });
  });

  it('refuses quantities outside 0 to 99999 and dates before this month with the spec messages', () => {
    const bad = {
      option: 'SH',
      plantId: 'TST1',
      sewsPartNo: 'P',
      lineCode: 'L',
      custGroup: 'G',
      customerCode: 'C',
      shipToWhse: 'W',
      shipDate: '2000-01-31',
      begInvent: 100000,
      shipQty: -1,
      prodQty: 99999,
    };
    expect(issues(PlanRow.insert.safeParse(bad))).toEqual([
      'Beg. Invt should be from 0 to 99999',
      'Ship Qty should be from 0 to 99999',
      shippingMessages.dateBeforeMonth,
    ]);
    expect(
      issues(PlanRow.insert.safeParse({ ...bad, option: 'PROD', begInvent: 0, shipQty: 0, prodQty: 100000 })),
    ).toEqual(['Prod Qty should be from 0 to 99999', 'Prod Date is required']);
  });

  it("refuses a line naming a plant, option, customer, group or warehouse outside the plant's lists, and saves nothing", () => {
    const wrong = { plantId: 'ZZZ9', option: 'XX', custGroup: 'ACME', customerCode: 'ZZ', shipToWhse: 'XXX9' };
    expect(
      refusal(() => savePlan(db, { inserted: [{ ...line('82111-Q1'), ...wrong }], updated: [], deleted: [] }, 'x')),
    ).toBe(
      [
        notInList('Option', 'XX'),
        notInList('Plant', 'ZZZ9'),
        notInList('Cust Group', 'ACME'),
        notInList('Customer Code', 'ZZ'),
        notInList('Ship To Whse', 'XXX9'),
      ].join('; '),
    );
    expect(
      db
        .select()
        .from(planRows)
        .all()
        .map((r) => r.sewsPartNo),
    ).not.toContain('82111-Q1');
  });

  it('lists one plan by plant, option, year and month', () => {
    savePlan(
      db,
      { inserted: [line('82111-P2', { option: 'PROD', prodDate: firstOfMonth() })], updated: [], deleted: [] },
      'planner',
    );
    const listed = (s: PlanScope) => {
      const load = planRowStore.load(db, {}, planWithin(s));
      return 'data' in load ? load.data.map((r) => ('sewsPartNo' in r ? r.sewsPartNo : '')) : [];
    };
    expect(listed(scope)).toEqual(['82111-P1']);
    expect(listed({ ...scope, option: 'PROD' })).toEqual(['82111-P2']);
    expect(listed({ ...scope, year: scope.year - 1 })).toEqual([]);
  });

  it('logs every insert, update, delete and delete-all with who and the values before and after', () => {
    const [row] = db.select().from(planRows).all();
    if (!row) throw new Error('no plan row');
    savePlan(db, { inserted: [], updated: [{ ...row, shipQty: 7 }], deleted: [] }, 'editor');
    const added = line('82111-P3');
    savePlan(db, { inserted: [added], updated: [], deleted: [] }, 'planner');
    const third = db
      .select()
      .from(planRows)
      .all()
      .find((r) => r.sewsPartNo === '82111-P3');
    savePlan(db, { inserted: [], updated: [], deleted: [{ id: third?.id ?? 0 }] }, 'remover');
    expect(deleteAllPlan(db, scope, 'admin')).toEqual({ message: shippingMessages.deletedAll(1) });

    const entries = log({ sewsPartNo: '82111-P1' });
    expect(entries.map((e) => [e.action, e.changedBy])).toEqual([
      ['DELETE ALL', 'admin'],
      ['UPDATE', 'editor'],
      ['INSERT', 'planner'],
    ]);
    const update = entries[1];
    expect(update?.oldValues).toContain('Ship Qty: 0');
    expect(update?.newValues).toContain('Ship Qty: 7');
    expect(log({ sewsPartNo: '82111-P3' }).map((e) => e.action)).toEqual(['DELETE', 'INSERT']);
    // The production plan of the same month is another plan: Delete All of SH left it.
    expect(
      db
        .select()
        .from(planRows)
        .all()
        .map((r) => r.sewsPartNo),
    ).toEqual(['82111-P2']);
  });

  it('keeps neither the rows nor their log of a refused batch', () => {
    const before = log().length;
    const batch = { inserted: [line('82111-P4'), line('82111-P4')], updated: [], deleted: [] };
    // The duplicate the service answers with 409 '[20007] Record Already Exist!'.
    let error: unknown;
    try {
      savePlan(db, batch, 'planner');
    } catch (e) {
      error = e;
    }
    expect(isUniqueViolation(error)).toBe(true);
    expect(log().length).toBe(before);
    expect(db.select().from(planRows).all()).toHaveLength(1);
  });

  it('saves a line for every customer the Customer Code list offers, however long its code, and finds it in the log', () => {
    db.insert(shipment)
      .values({
        asnNumber: 'ASN2',
        plantId: 'TST1',
        mfgPlant: 'TST1',
        deliverType: 'CUSTOMER',
        deliverTo: 'STELLANTIS/STL1',
        customerId: 'STELLANTIS',
        custGroup: 'FCA',
        shipToWhse: 'STL1',
        dateTimeStamp: '2026-01-06 08:00:00',
        status: 'shipped',
      })
      .run();
    const offered = customers(db).data.map((c) => c.value);
    expect(offered).toEqual(['FORD', 'STELLANTIS']);
    const lines = offered.map((code) =>
      line(`82111-C-${code}`, {
        custGroup: code === 'FORD' ? 'FORD' : 'FCA',
        customerCode: code,
        shipToWhse: code === 'FORD' ? 'FOR1' : 'STL1',
      }),
    );
    savePlan(db, { inserted: lines, updated: [], deleted: [] }, 'planner');
    expect(
      db
        .select()
        .from(planRows)
        .all()
        .filter((r) => r.sewsPartNo.startsWith('82111-C-'))
        .map((r) => r.customerCode),
    ).toEqual(offered);
    // The change log's Customer Code filter takes what it lists.
    const filter = changeLogFilter.parse({ plantId: 'TST1', from: today, to: today, customerCode: 'STELLANTIS' });
    expect(changeLogPage(db, filter).data.map((e) => e.sewsPartNo)).toEqual(['82111-C-STELLANTIS']);
  });
});
