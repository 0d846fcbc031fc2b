import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetRowCount } from './sheet-row-count';

/** An .xlsx of a header and `rows`, as the plan template filled by a user (exceljs, as Excel writes it). */
async function workbook(rows: unknown[][], options: { sharedStrings?: boolean; sheets?: number } = {}) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Plan');
  sheet.addRow(['SEWS Part No.', 'Ship Date', 'Ship Qty']);
  sheet.addRows(rows);
  for (let i = 1; i < (options.sheets ?? 1); i++) book.addWorksheet(`Other ${i}`).addRows([[1], [2], [3], [4]]);
  const buffer = await book.xlsx.writeBuffer({ useSharedStrings: options.sharedStrings ?? true });
  return new Uint8Array(buffer as ArrayBuffer);
}

describe('the data rows of a picked workbook', () => {
  it('counts the rows under the header of a plan of 10,000 lines', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`PART-${i}`, '2026-03-10', i % 500]);
    expect(await sheetRowCount(await workbook(rows))).toBe(10_000);
  });

  it('reads inline strings, skips rows without a value, and only the first sheet', async () => {
    const file = await workbook([['A', '2026-03-10', 1], [], [null, null, null], ['B', null, null]], {
      sharedStrings: false,
      sheets: 2,
    });
    expect(await sheetRowCount(file)).toBe(2);
  });

  it('says nothing of a file it cannot read: an Excel 97-2003 workbook, or not a workbook at all', async () => {
    const ole2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(600).fill(0)]);
    expect(await sheetRowCount(ole2)).toBeUndefined();
    expect(await sheetRowCount(new TextEncoder().encode('SEWS Part No.,Ship Date\nA,2026-03-10\n'))).toBeUndefined();
    const cut = await workbook([['A', '2026-03-10', 1]]);
    expect(await sheetRowCount(cut.subarray(0, cut.length - 30))).toBeUndefined();
  });
});
