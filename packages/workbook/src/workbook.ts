import type { Writable } from 'node:stream';
import { type Captions, captionsFor } from './captions.js';
import type { ReportDate } from './report-date.js';
import {
  blankCell,
  cellRef,
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

/** A value of `column` as the grid shows it. */
function shown(value: unknown, column: ExportColumn): unknown {
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

/**
 * One data cell's XML (`at`: cellRef's attribute or ''): dates become date cells in the user's
 * order, the rest as cellValue says; '' for an unstyled blank.
 */
function dataCell(at: string, value: unknown, words: Captions, yellow: boolean, bold = false): string {
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
      return numberCell(at, date.serial, style);
    }
  }
  const style = yellow ? Style.yellow : bold ? Style.bold : Style.plain;
  const cell = cellValue(value, words);
  if (cell === null) return blankCell(at, style);
  return typeof cell === 'number' ? numberCell(at, cell, style) : textCell(at, cell, style);
}

/** What a workbook holds around its rows. */
export interface WorkbookLayout {
  title: string;
  columns: ExportColumn[];
  /** When it was made, in the user's date order, which the date cells follow too. */
  at: ReportDate;
  /** Each row has one more value after its columns': true fills the row yellow, as the grid shows it. */
  highlight?: boolean;
  /** Lines between the date line and the header row ('label', value), e.g. a shipment's head. */
  head?: unknown[][];
  /** Only the header row and the rows: a template that an import reads back from its first row. */
  bare?: boolean;
}

export interface ReportWorkbook {
  /** Writes rows, each its values in the columns' order (then the highlight's); resolves when the download can take more. */
  addRows(rows: readonly (readonly unknown[])[]): Promise<void>;
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
  const { title, columns, at, highlight = false, head = [], bare = false } = layout;
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
  /** The next row: `count` cells, cell `i` made by `cell` with its reference attribute (cellRef). */
  const line = (count: number, cell: (at: string, i: number) => string) => {
    const n = ++row;
    let xml = `<row r="${n}">`;
    for (let i = 0; i < count; i++) xml += cell(cellRef(letters[i] as string, n), i);
    return `${xml}</row>`;
  };
  const textRow = (texts: string[], style: number) =>
    line(texts.length, (at, i) => textCell(at, texts[i] as string, style));
  const valueRow = (values: unknown[], bold = false) =>
    line(values.length, (at, i) => dataCell(at, values[i], words, false, bold));

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
  const start = async (rows: readonly (readonly unknown[])[]) => {
    if (started) return;
    started = true;
    const widths = letters.map((_, i) => {
      const column = columns[i];
      const values = [...head.map((l) => l[i]), ...(column ? rows.map((r) => shown(r[i], column)) : [])];
      const dates = values.some((v) => typeof v === 'string' && excelDate(v)?.time) ? DATE_TIME_WIDTH : 0;
      return Math.min(60, Math.max(12, dates, (column?.label.length ?? 0) + 4));
    });
    await sheet.write(sheetStart(widths) + opening);
  };
  // Rows in a row often repeat a column's value (a truck's boxes share its ASN and dates): the
  // cell of each column's last value is kept, so its date is not read again nor its XML made again.
  const repeated: ({ value: unknown; cell: string } | undefined)[] = columns.map(() => undefined);
  let lastYellow = false;
  return {
    async addRows(rows) {
      await start(rows);
      let xml = '';
      const count = columns.length;
      for (const r of rows) {
        const yellow = highlight && r[count] === true;
        if (yellow !== lastYellow) repeated.fill(undefined);
        lastYellow = yellow;
        xml += line(count, (at, i) => {
          const value = r[i];
          const last = repeated[i];
          // Kept without its reference ('<c …'), which is the row's own.
          let cell = last && last.value === value ? last.cell : undefined;
          if (cell === undefined) {
            cell = dataCell('', shown(value, columns[i] as ExportColumn), words, yellow);
            repeated[i] = { value, cell };
          }
          return cell && `<c${at}${cell.slice(2)}`;
        });
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
