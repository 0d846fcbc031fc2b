import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

/**
 * Clicks the button `button` and reads the workbook it downloads: its first sheet's rows as
 * values (a date cell as a Date) and the number format of its first date cell.
 */
export async function downloadedSheet(p: Page, button: string): Promise<{ rows: unknown[][]; dateFormat: string }> {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: button }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  let dateFormat = '';
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
    row.eachCell((cell) => {
      if (cell.value instanceof Date && !dateFormat) dateFormat = cell.numFmt;
    });
  });
  return { rows, dateFormat };
}
