import type { Writable } from 'node:stream';
import { type Captions, captionsFor } from './captions.js';
import type { ReportDate } from './report-date.js';
import {
  columnLetters,
  excelDate,
  numberCell,
  packageParts,
  SHEET_END,
  Style,
  sheetStart,
  textCell,
} from './sheet-xml.js';
import { type ZipEntry, ZipStream } from './zip-stream.js';

export interface ExportColumn {
  field: string;
  label: string;
  /** What the grid shows for a value of the column (an option's label for its code). */
  texts?: Record<string, string>;
}

/** A row's value of `column` as the grid shows it. */
function shown(row: Record<string, unknown>, column: ExportColumn): unknown {
  const value = row[column.field];
  return column.texts && value !== null && value !== undefined ? (column.texts[String(value)] ?? value) : value;
}

/**
 * Sheet XML goes to the zip in pieces of about this many characters: small strings die young (in
 * V8's new space) instead of a page's whole XML being promoted and left for a full collection.
 */
const FLUSH_CHARS = 32 * 1024;
/** Characters of 'dd/mm/yyyy hh:mm:ss' and a margin: the width a date-time cell needs. */
const DATE_TIME_WIDTH = 20;
/** Text a spreadsheet program would read as a formula (or DDE call) when it starts with these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that no spreadsheet program evaluates: a leading quote marks it as plain text. */
export function plainText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A grid value as a cell: numbers stay numbers, booleans read Yes/No (Sí/No), the rest is plain text. */
export function cellValue(value: unknown, words: Captions = captionsFor('EN')): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return plainText(typeof value === 'string' ? value : JSON.stringify(value));
}

/** One data cell's XML: dates become date cells in the user's order, the rest as cellValue says. */
function dataCell(ref: string, value: unknown, words: Captions, yellow: boolean, bold = false): string {
  if (typeof value === 'string') {
    const date = excelDate(value);
    if (date) {
      const style = date.time
        ? yellow
          ? Style.yellowDateTime
          : Style.dateTime
        : yellow
          ? Style.yellowDate
          : Style.date;
      return numberCell(ref, date.serial, style);
    }
  }
  const style = yellow ? Style.yellow : bold ? Style.bold : Style.plain;
  const cell = cellValue(value, words);
  if (cell === null) return style ? `<c r="${ref}" s="${style}"/>` : '';
  return typeof cell === 'number' ? numberCell(ref, cell, style) : textCell(ref, cell, style);
}

/** What a workbook holds around its rows. */
export interface WorkbookLayout {
  title: string;
  columns: ExportColumn[];
  /** When it was made, in the user's date order, which the date cells follow too. */
  at: ReportDate;
  /** A boolean field: rows where it is true are filled yellow, as the grid shows them. */
  highlight?: string;
  /** Lines between the date line and the header row ('label', value), e.g. a shipment's head. */
  head?: unknown[][];
  /** Only the header row and the rows: a template that an import reads back from its first row. */
  bare?: boolean;
}

export interface ReportWorkbook {
  /** Writes the rows; resolves when the download can take more. */
  addRows(rows: Record<string, unknown>[]): Promise<void>;
  /** Writes the closing lines (bold: totals), then 'END OF REPORT' (in the user's language), and ends the file and `out`. */
  end(foot?: unknown[][]): Promise<void>;
}

/**
 * Streams a report workbook: a title row, 'Date: … Time: …', any head lines, the header row,
 * the data rows as they are added, any foot lines and 'END OF REPORT', its own words in the
 * user's language (`at.language`). Each page of rows is
 * written as sheet XML into a zip entry deflated as it goes, so memory stays flat whatever the
 * number of rows.
 */
export async function reportWorkbook(out: Writable, layout: WorkbookLayout): Promise<ReportWorkbook> {
  const { title, columns, at, highlight, head = [], bare = false } = layout;
  const words = captionsFor(at.language);
  const zip = new ZipStream(out);
  const name = sheetName(title);
  for (const [part, xml] of packageParts(name, at.dateFormat)) {
    const entry = await zip.entry(part);
    await entry.write(xml);
    await entry.close();
  }
  const sheet: ZipEntry = await zip.entry('xl/worksheets/sheet1.xml');
  const letters = columnLetters(Math.max(columns.length, ...head.map((l) => l.length), 4));
  let row = 0;
  const line = (cells: string) => `<row r="${++row}">${cells}</row>`;
  const textRow = (texts: string[], style: number) =>
    line(texts.map((t, i) => textCell(`${letters[i]}${row + 1}`, t, style)).join(''));
  const valueRow = (values: unknown[], bold = false) =>
    line(values.map((v, i) => dataCell(`${letters[i]}${row + 1}`, v, words, false, bold)).join(''));

  // Rows are numbered as they are made: in the order they are written.
  const header = () =>
    textRow(
      columns.map((c) => plainText(c.label)),
      Style.bold,
    );
  const opening = bare
    ? header()
    : textRow([plainText(title)], Style.title) +
      textRow([`${words.date} ${at.date} ${words.time} ${at.time}`], Style.plain) +
      head.map((values) => valueRow(values)).join('') +
      header();
  // The sheet starts with the first rows in hand: a column of date-times is made wide enough to
  // show them (a narrower one shows '#####' instead of the date).
  let started = false;
  const start = async (rows: Record<string, unknown>[]) => {
    if (started) return;
    started = true;
    const widths = letters.map((_, i) => {
      const column = columns[i];
      const values = [...head.map((l) => l[i]), ...(column ? rows.map((r) => shown(r, column)) : [])];
      const dates = values.some((v) => typeof v === 'string' && excelDate(v)?.time) ? DATE_TIME_WIDTH : 0;
      return Math.min(60, Math.max(12, dates, (column?.label.length ?? 0) + 4));
    });
    await sheet.write(sheetStart(widths) + opening);
  };
  return {
    async addRows(rows) {
      await start(rows);
      let xml = '';
      for (const r of rows) {
        const yellow = highlight !== undefined && r[highlight] === true;
        const n = row + 1;
        let cells = '';
        for (let i = 0; i < columns.length; i++)
          cells += dataCell(`${letters[i]}${n}`, shown(r, columns[i] as ExportColumn), words, yellow);
        xml += line(cells);
        if (xml.length >= FLUSH_CHARS) {
          await sheet.write(xml);
          xml = '';
        }
      }
      if (xml) await sheet.write(xml);
    },
    async end(foot = []) {
      await start([]);
      const closing = bare
        ? ''
        : foot.map((values) => valueRow(values, true)).join('') + textRow([words.end], Style.bold);
      await sheet.write(closing + SHEET_END);
      await sheet.close();
      await zip.finish();
      out.end();
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
