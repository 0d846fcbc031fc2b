import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { captionsFor } from './captions.js';
import { readWorkbook } from './read-workbook.js';
import { reportDate } from './report-date.js';
import { cellValue, type ExportColumn, plainText, reportWorkbook } from './workbook.js';

describe('plainText', () => {
  it.each(['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'])(
    'makes %j text no spreadsheet program evaluates',
    (text) => {
      expect(plainText(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(plainText('WH1 - Main = yes')).toBe('WH1 - Main = yes');
    expect(plainText('')).toBe('');
  });
});

describe('cellValue', () => {
  it('writes booleans as Yes/No (Sí/No in Spanish), keeps numbers, blanks nulls and makes objects plain text', () => {
    expect([true, false, 42, -7.5, null, undefined].map((v) => cellValue(v))).toEqual([
      'Yes',
      'No',
      42,
      -7.5,
      null,
      null,
    ]);
    expect([true, false].map((v) => cellValue(v, captionsFor('ES')))).toEqual(['Sí', 'No']);
    expect(cellValue({ formula: 'SUM(A1)' })).toBe('{"formula":"SUM(A1)"}');
    expect(cellValue('=1+1')).toBe("'=1+1");
  });
});

describe('reportDate', () => {
  const at = new Date('2026-03-07T22:05:09Z');

  it('orders the date day first for ES, month first otherwise', () => {
    expect(reportDate(at, 'ES', 'UTC')).toEqual({
      date: '07/03/2026',
      time: '22:05:09',
      fileDate: '07-03-2026',
      dateFormat: 'dd/MM/yyyy',
      language: 'ES',
    });
    expect(reportDate(at, 'EN', 'UTC')).toMatchObject({ date: '03/07/2026', fileDate: '03-07-2026' });
  });

  it('follows the session’s own date format when it names one', () => {
    expect(reportDate(at, 'EN', 'UTC', 'yyyy-MM-dd')).toMatchObject({ date: '2026-03-07', fileDate: '2026-03-07' });
    expect(reportDate(at, 'EN', 'UTC', 'd.M.yyyy')).toMatchObject({ date: '7.3.2026', fileDate: '7-3-2026' });
  });

  it('uses the user’s time zone', () => {
    expect(reportDate(at, 'EN', 'America/Mexico_City').time).toBe('16:05:09');
  });
});

/**
 * Writes `rows` (each as the values of `columns`, then of `highlight`) as a report at 2026-03-07
 * 10:00 UTC in `language`'s date order; the file's bytes.
 */
async function writeReport(
  title: string,
  columns: ExportColumn[],
  rows: Record<string, unknown>[],
  { language = 'ES', highlight }: { language?: 'ES' | 'EN'; highlight?: string } = {},
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const at = reportDate(new Date('2026-03-07T10:00:00Z'), language, 'UTC');
  const book = await reportWorkbook(out, { title, columns, at, highlight: highlight !== undefined });
  await book.addRows(rows.map((r) => [...columns.map((c) => r[c.field]), ...(highlight ? [r[highlight]] : [])]));
  await book.end();
  return Buffer.concat(chunks);
}

describe('reportWorkbook', () => {
  it('writes title, date and time, header, rows and END OF REPORT in Spanish, with no formula anywhere', async () => {
    const file = await writeReport(
      '=Locations',
      [
        { field: 'code', label: 'Code' },
        { field: 'default', label: '@Default' },
      ],
      [
        { code: 'WH1', default: true },
        { code: '=cmd|"/c calc"!A1', default: false },
      ],
    );
    const { rows, types } = await readWorkbook(file);
    expect(rows).toEqual([
      ["'=Locations"],
      ['Fecha: 07/03/2026 Hora: 10:00:00'],
      ['Code', "'@Default"],
      ['WH1', 'Sí'],
      ['\'=cmd|"/c calc"!A1', 'No'],
      ['FIN DEL REPORTE'],
    ]);
    expect(types.has(ExcelJS.ValueType.Formula)).toBe(false);
  });

  it('writes its own words in English for an English user', async () => {
    const file = await writeReport('Locations', [{ field: 'default', label: 'Default' }], [{ default: true }], {
      language: 'EN',
    });
    expect((await readWorkbook(file)).rows).toEqual([
      ['Locations'],
      ['Date: 03/07/2026 Time: 10:00:00'],
      ['Default'],
      ['Yes'],
      ['END OF REPORT'],
    ]);
  });
});

describe('reportWorkbook dates', () => {
  it('writes the services’ date text as real date cells in the user’s date order', async () => {
    const file = await writeReport(
      'Shipments',
      [
        { field: 'shipDate', label: 'Ship Date' },
        { field: 'day', label: 'Day' },
        { field: 'note', label: 'Note' },
        { field: 'at', label: 'At' },
      ],
      [{ shipDate: '2026-10-27 01:00:00', day: '2026-02-28', note: '2026-13-01', at: '2026-11-27T16:03:13.151Z' }],
    );
    const { sheet } = await readWorkbook(file);
    const row = sheet.getRow(4);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value, row.getCell(4).value]).toEqual([
      new Date('2026-10-27T01:00:00Z'),
      new Date('2026-02-28T00:00:00Z'),
      '2026-13-01',
      // A moment as toISOString writes it is a date-time too.
      new Date('2026-11-27T16:03:13Z'),
    ]);
    expect([row.getCell(1).numFmt, row.getCell(2).numFmt, row.getCell(4).numFmt]).toEqual([
      'dd/mm/yyyy hh:mm:ss',
      'dd/mm/yyyy',
      'dd/mm/yyyy hh:mm:ss',
    ]);
    // Date-time columns are wide enough to show the date, not '#####'.
    expect([sheet.getColumn(1).width, sheet.getColumn(2).width]).toEqual([20, 12]);
  });
});

describe('reportWorkbook highlight', () => {
  it('fills exactly the rows whose highlight field is true with yellow', async () => {
    const file = await writeReport(
      'Component Code Master',
      [{ field: 'code', label: 'Code' }],
      [
        { code: 'C1', isModified: true },
        { code: 'C2', isModified: false },
      ],
      { language: 'EN', highlight: 'isModified' },
    );
    const { sheet } = await readWorkbook(file);
    const fillOf = (row: number) =>
      (sheet.getRow(row).getCell(1).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect(sheet.getRow(4).getCell(1).value).toBe('C1');
    expect(fillOf(4)).toBe('FFFFFF00');
    expect(fillOf(5)).toBeUndefined();
  });
});

describe('reportWorkbook head, foot and template', () => {
  const at = reportDate(new Date('2026-03-07T10:00:00Z'), 'EN', 'UTC');
  async function write(layout: { head?: unknown[][]; bare?: boolean }, foot?: unknown[][]) {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = await reportWorkbook(out, {
      title: 'Packing List',
      columns: [{ field: 'qty', label: 'Qty' }],
      at,
      ...layout,
    });
    await book.addRows([[3]]);
    await book.end(foot);
    return (await readWorkbook(Buffer.concat(chunks))).rows;
  }

  it('writes head lines above the header and foot lines above END OF REPORT', async () => {
    expect(await write({ head: [['ASN No', 'A1']] }, [['Total Quantity', 3]])).toEqual([
      ['Packing List'],
      ['Date: 03/07/2026 Time: 10:00:00'],
      ['ASN No', 'A1'],
      ['Qty'],
      [3],
      ['Total Quantity', 3],
      ['END OF REPORT'],
    ]);
  });

  it('writes a template as its header row and rows alone', async () => {
    expect(await write({ bare: true })).toEqual([['Qty'], [3]]);
  });
});

describe('reportWorkbook cells', () => {
  it('keeps every value in its column when cells between are blank, highlighted or not', async () => {
    const columns = ['a', 'b', 'c', 'd'].map((field) => ({ field, label: field.toUpperCase() }));
    const file = await writeReport(
      'Gaps',
      columns,
      [
        { a: null, b: 'x', c: null, d: 4, lit: false },
        { a: 'y', b: null, c: '2026-02-28', d: null, lit: true },
      ],
      { language: 'EN', highlight: 'lit' },
    );
    const { rows, sheet } = await readWorkbook(file);
    expect(rows.slice(3, 5)).toEqual([
      [undefined, 'x', undefined, 4],
      ['y', undefined, new Date('2026-02-28T00:00:00Z')],
    ]);
    // A highlighted row's blank cells are filled too, so the yellow band has no holes.
    const fill = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
    expect([1, 2, 3, 4].map((c) => fill(sheet.getRow(5).getCell(c)))).toEqual(Array(4).fill('FFFFFF00'));
  });

  it("is read back by exceljs's streaming reader, as the plant reads an exported grid imported back", async () => {
    const columns = [
      { field: 'part', label: 'Part' },
      { field: 'note', label: 'Note' },
      { field: 'qty', label: 'Qty' },
    ];
    const rows = [
      ['P1', 'first', 1],
      ['P1', null, 2],
      ['P2', 'last', null],
    ];
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = await reportWorkbook(out, {
      title: 'Parts',
      columns,
      at: reportDate(new Date(0), 'EN', 'UTC'),
      bare: true,
    });
    await book.addRows(rows);
    await book.end();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.concat(chunks)]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
    });
    const read: unknown[][] = [];
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>)
        read.push([1, 2, 3].map((c) => row.getCell(c).value ?? null));
      break;
    }
    expect(read).toEqual([['Part', 'Note', 'Qty'], ...rows]);
  });
});
