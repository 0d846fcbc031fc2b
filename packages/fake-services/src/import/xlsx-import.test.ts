import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, partRulesMessages } from '@fgss/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFordAlerts } from '../configuration/part-rules/imports.js';
import { openPlant, type PlantDb } from '../db/plant.js';
import { fordAlerts } from '../db/schema/part-rules/index.js';
import { plants } from '../db/schema/parts/plants.js';
import { xref } from '../db/schema/parts/xref.js';
import type { ServiceError } from '../http/errors.js';
import { workbookFile } from './workbook-file.js';
import { ArchiveError } from './zip-archive.js';

const dir = mkdtempSync(join(tmpdir(), 'h3-import-'));
let db: PlantDb;
beforeAll(() => {
  db = openPlant(join(dir, 'import.db')).db;
  db.insert(plants).values({ plantId: 'TST1', identifier: 'ST1', plant_nm: 'Test plant' }).run();
  // An alert names a part of the plant's XREF (the service refuses any other).
  const parts = ['AB001', 'AB002', 'AB101', 'AB103', 'AB201', 'AB301'].map((p, i) => ({
    plantId: 'TST1',
    sewS_PART_NO: `82111-${p}`,
    shorT_PART_NO: `S${i}`,
    sewS_DESIGN_LEVEL: p === 'AB301' ? '02' : '01',
    customerId: 'FORD',
  }));
  db.insert(xref).values(parts).run();
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const header = ['SEWS Part No.', 'Design Level', 'Customer Id', 'Alert 1', 'Alert 2'];
const alertsOf = () => db.select({ n: count() }).from(fordAlerts).where(eq(fordAlerts.plantid, 'TST1')).get()?.n;

/** The refusal of an import: its message and the rows it reports. */
async function refusal(run: Promise<unknown>): Promise<{ message: string; issues?: string[] }> {
  const err = (await run.then(
    () => {
      throw new Error('the import was accepted');
    },
    (e: unknown) => e,
  )) as ServiceError;
  return { message: err.message, ...(err.issues ? { issues: err.issues } : {}) };
}

describe('xlsx import', () => {
  it('saves every row of a good workbook and says how many', async () => {
    const file = await workbookFile('alerts.xlsx', header, [
      ['82111-AB001', '01', 'FORD', 'CHECK CPA', null],
      ['82111-AB002', null, 'FORD', 'CHECK CPA', 'SAFETY CRITICAL'],
    ]);
    expect(await importFordAlerts(db, 'TST1', file)).toEqual({ message: partRulesMessages.imported(2) });
    expect(alertsOf()).toBe(2);
  });

  it('reports every bad row with its number and the message, and saves none of the file', async () => {
    const long = 'X'.repeat(41);
    const file = await workbookFile('alerts.xlsx', header, [
      ['82111-AB101', '01', 'FORD', 'OK', null],
      [null, '01', 'FORD', 'no part', null],
      ['82111-AB103', '01', 'FORD', long, null],
      ['82111-AB001', '01', 'FORD', 'already there', null],
      ['82111-AB101', '01', 'FORD', 'twice in the file', null],
    ]);
    // Schema problems first (rows 3 and 4); the file is refused before any insert.
    expect(await refusal(importFordAlerts(db, 'TST1', file))).toEqual({
      message: partRulesMessages.fileHasErrors,
      issues: ['Row 3: SEWS Part No. is required', 'Row 4: Alert 1 must be at most 40 characters'],
    });
    const keys = await workbookFile('alerts.xlsx', header, [
      ['82111-AB101', '01', 'FORD', 'OK', null],
      ['82111-AB001', '01', 'FORD', 'already there', null],
      ['82111-AB101', '01', 'FORD', 'twice in the file', null],
    ]);
    expect(await refusal(importFordAlerts(db, 'TST1', keys))).toEqual({
      message: partRulesMessages.fileHasErrors,
      issues: [`Row 3: ${messages.recordExists}`, `Row 4: ${messages.recordExists}`],
    });
    // Row 2 was valid, but the import is all or nothing.
    expect(alertsOf()).toBe(2);
  });

  it('refuses a file by name, by content and when a required column is missing', async () => {
    const good = await workbookFile('alerts.xlsx', header, [['82111-AB201', '01', 'FORD', 'A', null]]);
    expect(await refusal(importFordAlerts(db, 'TST1', { ...good, name: 'alerts.csv' }))).toEqual({
      message: partRulesMessages.onlyExcel,
    });
    const text = { name: 'alerts.xlsx', content: new TextEncoder().encode('SEWS Part No.\n82111-AB201\n') };
    expect(await refusal(importFordAlerts(db, 'TST1', text))).toEqual({ message: partRulesMessages.notWorkbook });
    // Why it is not one stays with the error for the service's log; the caller sees the message only.
    expect(((await importFordAlerts(db, 'TST1', text).catch((e) => e)) as ServiceError).cause).toBeInstanceOf(
      ArchiveError,
    );
    const ole2 = { name: 'alerts.xls', content: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]) };
    expect(await refusal(importFordAlerts(db, 'TST1', ole2))).toEqual({ message: partRulesMessages.legacyXls });
    const noPart = await workbookFile('alerts.xlsx', ['Design Level', 'Alert 1'], [['01', 'A']]);
    expect(await refusal(importFordAlerts(db, 'TST1', noPart))).toEqual({
      message: partRulesMessages.fileHasErrors,
      issues: [`Row 1: ${partRulesMessages.missingColumn('SEWS Part No.')}`],
    });
    const empty = await workbookFile('alerts.xlsx', header, []);
    expect(await refusal(importFordAlerts(db, 'TST1', empty))).toEqual({ message: partRulesMessages.noRows });
    expect(alertsOf()).toBe(2);
  });

  it('reads a workbook saved under the .xls name when its content is a workbook', async () => {
    const file = await workbookFile('alerts.xls', header, [['82111-AB301', '02', 'FORD', 'A', null]]);
    expect(await importFordAlerts(db, 'TST1', file)).toEqual({ message: partRulesMessages.imported(1) });
  });
});
