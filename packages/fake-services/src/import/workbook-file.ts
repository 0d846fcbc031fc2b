import ExcelJS from 'exceljs';

/** An .xlsx upload built with exceljs: a header row, then the rows (tests, samples and bench). */
export async function workbookFile(
  name: string,
  header: string[],
  rows: (string | number | null)[][],
): Promise<{ name: string; content: Uint8Array<ArrayBuffer> }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return { name, content: new Uint8Array(await workbook.xlsx.writeBuffer()) };
}
