import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx file as rows of cell values, its cells' types, and the sheet itself. */
export async function readWorkbook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  // exceljs types its input as its own Buffer alias of ArrayBuffer; a Node Buffer is what it reads.
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  const types = new Set<ExcelJS.ValueType>();
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
    row.eachCell((cell) => types.add(cell.type));
  });
  return { rows, types, sheet };
}
