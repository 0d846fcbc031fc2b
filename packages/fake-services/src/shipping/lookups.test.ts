import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changeLogFilter, PlanRow } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlant, type PlantDb } from '../db/plant.js';
import { shipment } from '../db/schema/history/shipments.js';
import { plants } from '../db/schema/parts/plants.js';
import { changeLogPage } from './change-log.js';
import { changeLogLookup, customerGroups, customers, planYears, shipToWhse } from './lookups.js';
import { savePlan } from './plan-book.js';

const dir = mkdtempSync(join(tmpdir(), 'ship13-lookups-'));
let db: PlantDb;
const asn = (n: number, customerId: string, custGroup: string, shipToWhse: string) => ({
  asnNumber: `ASN${n}`,
  plantId: 'TST1',
  mfgPlant: 'TST1',
  deliverType: 'CUSTOMER' as const,
  deliverTo: `${customerId}/${shipToWhse}`,
  customerId,
  custGroup,
  shipToWhse,
  dateTimeStamp: '2026-01-05 08:00:00',
  status: 'shipped' as const,
});
const line = (part: string, customerCode: string, whse: string, shipDate: string) =>
  PlanRow.insert.parse({
    option: 'SH',
    plantId: 'TST1',
    sewsPartNo: part,
    lineCode: 'L1',
    custGroup: 'FORD',
    customerCode,
    shipDate,
    shipToWhse: whse,
  });

beforeAll(() => {
  db = openPlant(join(dir, 'plan.db')).db;
  // A plan row's plant is one of the server's plants.
  db.insert(plants).values({ plantId: 'TST1', identifier: 'ST1', plant_nm: 'Test plant' }).run();
  db.insert(shipment)
    .values([asn(1, 'FORD', 'FORD', 'FOR1'), asn(2, 'gm', 'GM', 'GM2'), asn(3, 'FORD', 'FORD', 'FOR2')])
    .run();
  const none = { updated: [], deleted: [] };
  savePlan(
    db,
    { ...none, inserted: [line('P1', 'FORD', 'FOR1', '2031-02-03'), line('P2', 'GM', 'GM2', '2031-02-04')] },
    'admin',
  );
  savePlan(db, { ...none, inserted: [line('P1', 'FORD', 'FOR2', '2031-02-05')] }, 'admin');
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const values = (reply: { data: { value: string }[] }) => reply.data.map((i) => i.value);

describe('shipping plan lookups', () => {
  it('offers the customers, groups and warehouses the history ships to, upper-case and once each', () => {
    expect(values(customers(db))).toEqual(['FORD', 'GM']);
    expect(values(customerGroups(db))).toEqual(['FORD', 'GM']);
    expect(values(shipToWhse(db))).toEqual(['FOR1', 'FOR2', 'GM2']);
  });

  it('offers this year, the next and every year a plan of the plant is for, newest first', () => {
    const now = new Date('2026-05-10T12:00:00');
    expect(values(planYears(db, 'TST1', now))).toEqual(['2031', '2027', '2026']);
    expect(values(planYears(db, 'OTHER', now))).toEqual(['2027', '2026']);
  });

  it('narrows each change log lookup by the other filters and pages it', () => {
    expect(changeLogLookup(db, 'sewsPartNo', { plantId: 'TST1' })).toEqual({
      data: [
        { value: 'P1', text: 'P1' },
        { value: 'P2', text: 'P2' },
      ],
      totalCount: 2,
    });
    expect(values(changeLogLookup(db, 'shipToWhse', { plantId: 'TST1', sewsPartNo: 'P1' }))).toEqual(['FOR1', 'FOR2']);
    expect(values(changeLogLookup(db, 'customerCode', { plantId: 'TST1', shipToWhse: 'GM2' }))).toEqual(['GM']);
    expect(changeLogLookup(db, 'shipToWhse', { plantId: 'TST1', skip: 1, take: 1, searchValue: 'FOR' })).toEqual({
      data: [{ value: 'FOR2', text: 'FOR2' }],
      totalCount: 2,
    });
    expect(changeLogLookup(db, 'sewsPartNo', { plantId: 'NONE' }).totalCount).toBe(0);
  });
});

describe('shipping plan change log', () => {
  const today = new Date().toISOString().slice(0, 10);
  const page = (sort?: { selector: string; desc?: boolean }[]) =>
    changeLogPage(db, changeLogFilter.parse({ plantId: 'TST1', from: today, to: today, sort })).data.map(
      (r) => r.shipToWhse,
    );

  it('lists the newest change first, or in the order of the sorted columns', () => {
    expect(page()).toEqual(['FOR2', 'GM2', 'FOR1']);
    expect(page([{ selector: 'shipToWhse' }])).toEqual(['FOR1', 'FOR2', 'GM2']);
    expect(page([{ selector: 'sewsPartNo', desc: true }])).toEqual(['GM2', 'FOR2', 'FOR1']);
    const refused = changeLogFilter.safeParse({
      plantId: 'TST1',
      from: today,
      to: today,
      sort: [{ selector: 'id; drop' }],
    });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["Unknown column 'id; drop' in sort"]);
  });
});
