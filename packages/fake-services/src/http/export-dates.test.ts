import { firstOfMonth, todayIso } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlant } from '../plant.js';
import { type PlantClient, startTestPlant } from '../testing.js';

let plant: FakePlant;
let client: PlantClient;
let token: string;
let ASN: string;

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant());
  token = await client.signIn('admin', 'FGSSMX01');
  const reply = await client.callUnchecked('report.PrintShipment.asnNumbers', { skip: 0, take: 1 }, { token });
  ASN = (reply.body as unknown as { data: { value: string }[] }).data[0]?.value ?? '';
}, 120_000);
afterAll(() => plant.close());

const stamp = { exportDate: '2026/03/18', exportTime: '07:05:09' };

/** A file call in Spanish, read back with exceljs. */
async function spanishBook(name: Parameters<PlantClient['callUnchecked']>[0], input: Record<string, unknown>) {
  const reply = await client.callUnchecked(name, input, { token, language: 'ES' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (await readWorkbook(reply.body as unknown as Buffer)).sheet;
}

/** The cells under the header `label` (the header row is the first holding it). */
function column(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Cell[] {
  const cells = sheet.getRows(1, sheet.rowCount) ?? [];
  const header = cells.find((row) => (row.values as unknown[]).includes(label));
  if (!header) throw new Error(`no column '${label}'`);
  const col = (header.values as unknown[]).indexOf(label);
  return cells
    .filter((row) => row.number > header.number)
    .map((row) => row.getCell(col))
    .filter((c) => c.value !== null && c.value !== 'END OF REPORT' && c.value !== 'Total Quantity');
}

/** The cell right of the head line `label` ('Ship Date', value). */
function headValue(sheet: ExcelJS.Worksheet, label: string): ExcelJS.Cell {
  const row = sheet.getRows(1, sheet.rowCount)?.find((r) => r.getCell(1).value === label);
  if (!row) throw new Error(`no head line '${label}'`);
  return row.getCell(2);
}

const expectDateTime = (cell: ExcelJS.Cell) => {
  expect(cell.value, String(cell.value)).toBeInstanceOf(Date);
  // Day first, as a Spanish user reads dates, with the time.
  expect(cell.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  // Wide enough to show it: a narrower column shows '#####' in place of the date.
  expect(cell.worksheet.getColumn(cell.col).width).toBeGreaterThanOrEqual(19);
};

describe('the dates of the exports are date cells in the user’s order', () => {
  it.each([
    ['report.PrintShipment.exportPL'],
    ['report.PrintShipment.exportPS'],
    ['report.PrintShipment.exportDL'],
  ] as const)('%s: Ship Date in the head', async (name) => {
    expectDateTime(headValue(await spanishBook(name, { ASN, ...stamp }), 'Ship Date'));
  });

  it('Delivery List: every Pallet Load Date', async () => {
    const cells = column(await spanishBook('report.PrintShipment.exportDL', { ASN, ...stamp }), 'Pallet Load Date');
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expectDateTime(cell);
  });

  it('change log: Changed At a date-time, old and new values readable in the grid and the file', async () => {
    const row = {
      option: 'SH',
      plantId: 'JRZ2',
      sewsPartNo: 'DATES-1',
      lineCode: 'L1',
      custGroup: 'GM',
      customerCode: 'GM',
      shipDate: firstOfMonth(),
      shipToWhse: 'GM2',
      shipQty: 5,
    };
    const insert = await client.callUnchecked('shipping.ShipmentPlanMaintenanceMaster.insert', [row], { token });
    expect(insert.status, JSON.stringify(insert.body)).toBeLessThan(300);
    const filter = { plantId: 'JRZ2', sewsPartNo: 'DATES-1', from: todayIso(), to: todayIso() };

    const list = await client.callUnchecked('shipping.ShipmentPlanChangeLog.list', filter, { token });
    const [entry] = (list.body as unknown as { data: { oldValues: string | null; newValues: string }[] }).data;
    expect(entry?.oldValues).toBeNull();
    expect(entry?.newValues).toContain('SEWS Part No.: DATES-1');
    expect(entry?.newValues).toContain('Ship Qty: 5');
    expect(entry?.newValues).not.toMatch(/[{}"]/);

    const sheet = await spanishBook('shipping.ShipmentPlanChangeLog.export', { ...filter, ...stamp });
    const [changedAt] = column(sheet, 'Changed At');
    if (!changedAt) throw new Error('no change in the file');
    expectDateTime(changedAt);
    const [newValues] = column(sheet, 'New Values');
    expect(newValues?.value).toBe(entry?.newValues);
  });
});
