import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportDate } from './report-date.js';

export interface ExportColumn {
  field: string;
  label: string;
}

/** Text a spreadsheet program would read as a formula (or DDE call) when it starts with these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that no spreadsheet program evaluates: a leading quote marks it as plain text. */
export function plainText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A grid value as a cell: numbers stay numbers, booleans read Yes/No, the rest is plain text. */
export function cellValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return plainText(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The fill of highlighted rows (e.g. modified component codes). */
export const YELLOW: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFFF00' } };

/**
 * Streams a report workbook: a title row, 'Date: … Time: …', the header row, the data rows as
 * they are added, and 'END OF REPORT'. Rows are committed one by one, so memory stays flat.
 */
export function reportWorkbook(
  out: Writable,
  title: string,
  columns: ExportColumn[],
  at: ReportDate,
  /** A boolean field: rows where it is true are filled yellow, as the grid shows them. */
  highlight?: string,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = columns.map((c) => ({ key: c.field, width: Math.min(60, Math.max(12, c.label.length + 4)) }));
  const bold = { bold: true };
  const addRow = (values: (string | number | null)[], font?: Partial<ExcelJS.Font>, fill?: ExcelJS.Fill) => {
    const row = sheet.addRow(values);
    if (font) row.font = font;
    if (fill) row.eachCell((cell) => (cell.fill = fill));
    row.commit();
  };

  addRow([plainText(title)], { bold: true, size: 14 });
  addRow([`Date: ${at.date} Time: ${at.time}`]);
  addRow(
    columns.map((c) => plainText(c.label)),
    bold,
  );
  return {
    addRows(rows: Record<string, unknown>[]): void {
      for (const r of rows)
        addRow(
          columns.map((c) => cellValue(r[c.field])),
          undefined,
          highlight && r[highlight] === true ? YELLOW : undefined,
        );
    },
    async end(): Promise<void> {
      addRow(['END OF REPORT'], bold);
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** Excel sheet names: at most 31 characters, none of []:*?/\ . */
function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Report'
  );
}
