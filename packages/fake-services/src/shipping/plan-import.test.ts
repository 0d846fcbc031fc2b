import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utils, write } from '@e965/xlsx';
import { firstOfMonth, lookupMessages, shippingMessages } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlant, type PlantDb } from '../db/plant.js';
import { shipment } from '../db/schema/history/shipments.js';
import { plants } from '../db/schema/parts/plants.js';
import { planChangeLog, planRows } from '../db/schema/shipping-plan/index.js';
import type { ServiceError } from '../http/errors.js';
import { workbookFile } from '../import/workbook-file.js';
import { fileBytes } from '../test/file-bytes.js';
import { importPlan, planTemplate } from './plan-import.js';

const dir = mkdtempSync(join(tmpdir(), 'ship13-import-'));
let db: PlantDb;
/** A shipment of the plant's history: what a plan may name (customer, group, warehouse). */
const shipped = (n: number, customer: string, whse: string) => ({
  asnNumber: `ASN${n}`,
  plantId: 'TST1',
  mfgPlant: 'TST1',
  deliverType: 'CUSTOMER' as const,
  deliverTo: `${customer}/${whse}`,
  customerId: customer,
  custGroup: customer,
  shipToWhse: whse,
  dateTimeStamp: '2026-01-05 08:00:00',
  status: 'shipped' as const,
});
beforeAll(() => {
  db = openPlant(join(dir, 'import.db')).db;
  db.insert(plants).values({ plantId: 'TST1', identifier: 'ST1', plant_nm: 'Test plant' }).run();
  db.insert(shipment)
    .values([shipped(1, 'FORD', 'FOR1'), shipped(2, 'GM', 'GM2'), shipped(3, 'HONDA', 'HON1')])
    .run();
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The header row of the option's template, as a user downloads it. */
async function templateHeader(option: 'SH' | 'PROD'): Promise<string[]> {
  const bytes = await fileBytes(planTemplate(option));
  const { rows } = await readWorkbook(bytes);
  expect(rows).toHaveLength(1);
  return (rows[0] ?? []).map(String);
}

const day = firstOfMonth();
const parts = () =>
  db
    .select()
    .from(planRows)
    .all()
    .map((r) => r.sewsPartNo);

async function refusal(run: Promise<unknown>): Promise<{ message: string; issues?: string[] }> {
  const err = (await run.then(
    () => {
      throw new Error('the import was accepted');
    },
    (e: unknown) => e,
  )) as ServiceError;
  return { message: err.message, ...(err.issues ? { issues: err.issues } : {}) };
}

describe('shipment plan import', () => {
  it('offers a template per option whose columns are the ones the import reads', async () => {
    expect(await templateHeader('SH')).toEqual([
      'SEWS Part No.',
      'Design Change',
      'Line Code',
      'Cust Group',
      'Customer Code',
      'Ship Date',
      'Ship To Whse',
      'Beg. Invt',
      'Ship Qty',
    ]);
    expect(await templateHeader('PROD')).toContain('Prod Date');
  });

  it('imports a filled-in .xlsx template, upper-cased, null quantities as 0, each row logged', async () => {
    const header = await templateHeader('SH');
    const file = await workbookFile('plan.xlsx', header, [
      ['82111-x1', null, 'l1', 'ford', 'ford', day, 'for1', 5, 10],
      ['82111-x2', '01', 'l1', 'ford', 'ford', day, 'for1', null, null],
    ]);
    expect(await importPlan(db, 'SH', 'TST1', file, 'planner')).toEqual({ message: shippingMessages.imported(2) });
    expect(db.select().from(planRows).all()).toMatchObject([
      { sewsPartNo: '82111-X1', lineCode: 'L1', shipToWhse: 'FOR1', shipDate: day, begInvent: 5, shipQty: 10 },
      { sewsPartNo: '82111-X2', designChange: '01', begInvent: 0, shipQty: 0, prodQty: 0 },
    ]);
    expect(
      db
        .select()
        .from(planChangeLog)
        .all()
        .map((l) => [l.action, l.changedBy, l.sewsPartNo]),
    ).toEqual([
      ['IMPORT', 'planner', '82111-X1'],
      ['IMPORT', 'planner', '82111-X2'],
    ]);
  });

  it('imports a line for a customer whose code is longer than four characters', async () => {
    const header = await templateHeader('SH');
    const file = await workbookFile('plan.xlsx', header, [
      ['82111-H1', null, 'L1', 'HONDA', 'HONDA', day, 'HON1', 1, 2],
    ]);
    expect(await importPlan(db, 'SH', 'TST1', file, 'planner')).toEqual({ message: shippingMessages.imported(1) });
    expect(db.select().from(planRows).all().at(-1)).toMatchObject({ sewsPartNo: '82111-H1', customerCode: 'HONDA' });
  });

  it('imports a real Excel 97-2003 .xls', async () => {
    const header = await templateHeader('PROD');
    const sheet = utils.aoa_to_sheet([header, ['82111-Y1', '', 'L2', 'GM', 'GM', day, 'GM2', 1, 99999]]);
    const book = utils.book_new();
    utils.book_append_sheet(book, sheet, 'Plan');
    const content = new Uint8Array(write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
    expect(content.slice(0, 4)).toEqual(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0]));
    expect(await importPlan(db, 'PROD', 'TST1', { name: 'plan.xls', content }, 'planner')).toEqual({
      message: shippingMessages.imported(1),
    });
    expect(db.select().from(planRows).all().at(-1)).toMatchObject({
      option: 'PROD',
      sewsPartNo: '82111-Y1',
      prodDate: day,
      prodQty: 99999,
    });
  });

  it('saves nothing of a file with a bad row and lists each bad row and why', async () => {
    const before = parts();
    const logged = db.select().from(planChangeLog).all().length;
    const header = await templateHeader('SH');
    const file = await workbookFile('plan.xlsx', header, [
      ['82111-Z1', null, 'L1', 'FORD', 'FORD', day, 'FOR1', 1, 1],
      ['82111-Z2', null, 'L1', 'FORD', 'FORD', day, 'FOR1', 1, 100000],
      ['82111-Z3', null, 'L1', 'FORD', 'FORD', '2001-01-01', 'FOR1', 1, 1],
      [null, null, 'L1', 'FORD', 'FORD', day, 'FOR1', 1, 1],
    ]);
    expect(await refusal(importPlan(db, 'SH', 'TST1', file, 'planner'))).toEqual({
      message: shippingMessages.importFailed,
      issues: [
        'Row 3: Ship Qty should be from 0 to 99999',
        `Row 4: ${shippingMessages.dateBeforeMonth}`,
        'Row 5: SEWS Part No. is required',
      ],
    });
    const again = await workbookFile('plan.xlsx', header, [
      ['82111-X1', null, 'L1', 'FORD', 'FORD', day, 'FOR1', 1, 1],
    ]);
    expect((await refusal(importPlan(db, 'SH', 'TST1', again, 'planner'))).issues).toEqual([
      'Row 2: [20007] Record Already Exist!',
    ]);
    // Customers, groups and warehouses are those the plant ships to, as on a grid save.
    const elsewhere = await workbookFile('plan.xlsx', header, [
      ['82111-Z4', null, 'L1', 'FORD', 'FORD', day, 'FOR1', 1, 1],
      ['82111-Z5', null, 'L1', 'ACME', 'GM', day, 'XXX9', 1, 1],
    ]);
    expect((await refusal(importPlan(db, 'SH', 'TST1', elsewhere, 'planner'))).issues).toEqual([
      `Row 3: ${lookupMessages.notInList('Cust Group', 'ACME')}`,
      `Row 3: ${lookupMessages.notInList('Ship To Whse', 'XXX9')}`,
    ]);
    expect(parts()).toEqual(before);
    expect(db.select().from(planChangeLog).all()).toHaveLength(logged);
  });
});
