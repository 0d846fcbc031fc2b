/**
 * The SpreadsheetML of a one-sheet report workbook, written by hand: inline strings (no shared
 * string table to hold), a fixed handful of styles, and dates as real date cells.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Indexes into styles.xml's cellXfs. */
export const Style = {
  plain: 0,
  bold: 1,
  title: 2,
  date: 3,
  dateTime: 4,
  yellow: 5,
  yellowDate: 6,
  yellowDateTime: 7,
} as const;

/** A user's date format ('dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', …) as an Excel number format. */
export function excelDateFormat(dateFormat: string): string {
  return dateFormat.replace(/y+|M+|d+/g, (token) => (token[0] === 'M' ? token.toLowerCase() : token));
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The workbook's other parts: content types, relationships, the workbook and its styles. */
export function packageParts(sheetName: string, dateFormat: string): [name: string, xml: string][] {
  const date = escapeAttr(excelDateFormat(dateFormat));
  const xf = (numFmt: number, font: number, fill: number) =>
    `<xf numFmtId="${numFmt}" fontId="${font}" fillId="${fill}" borderId="0" xfId="0"${numFmt ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}${fill ? ' applyFill="1"' : ''}/>`;
  return [
    [
      '[Content_Types].xml',
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeAttr(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="${date}"/><numFmt numFmtId="165" formatCode="${date} hh:mm:ss"/></numFmts>` +
        '<fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="14"/><name val="Calibri"/></font></fonts>' +
        '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFFF00"/><bgColor indexed="64"/></patternFill></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        `<cellXfs count="8">${xf(0, 0, 0)}${xf(0, 1, 0)}${xf(0, 2, 0)}${xf(164, 0, 0)}${xf(165, 0, 0)}${xf(0, 0, 2)}${xf(164, 0, 2)}${xf(165, 0, 2)}</cellXfs>` +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    ],
  ];
}

/** The sheet's start: its column widths, then the rows follow. */
export const sheetStart = (widths: number[]) =>
  `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><cols>${widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('')}</cols><sheetData>`;
export const SHEET_END = '</sheetData></worksheet>';

/** 'A', 'B', … 'Z', 'AA', …: the column letters of cell references. */
export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let name = '';
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    return name;
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 cannot carry
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const NEEDS_ESCAPE = new RegExp(`[&<>]|${NOT_XML.source}`);
/** XML text: markup characters escaped, characters XML 1.0 cannot carry dropped. */
export function escapeText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(NOT_XML, '');
}

/**
 * A cell's reference attribute (` r="A5"`), on every cell: SpreadsheetML lets a cell without one
 * follow the cell before, but exceljs's streaming reader (the plant's imports) cannot read such a
 * sheet, and an exported grid is imported back.
 */
export const cellRef = (letter: string, row: number) => ` r="${letter}${row}"`;

/** An inline-string cell; `at` is cellRef's attribute, or '' for a cell kept to be given one later. */
export function textCell(at: string, text: string, style: number): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c${at} t="inlineStr"${style ? ` s="${style}"` : ''}><is><t${space}>${escapeText(text)}</t></is></c>`;
}

export const numberCell = (at: string, value: number, style: number) =>
  `<c${at}${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;

/** A cell without a value: written only when it has a style (a fill), else left out. */
export const blankCell = (at: string, style: number) => (style ? `<c${at} s="${style}"/>` : '');

/**
 * 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm[:ss[.fff]]' (with 'T' too, and a 'Z' of a UTC moment as
 * toISOString writes it): how the services send dates.
 */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?Z?)?$/;
const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel serial day

/** The Excel serial day of a service's date text, and whether it has a time; null when it is no date. */
export function excelDate(text: string): { serial: number; time: boolean } | null {
  // Most cells are no date: their fifth character already says so, cheaper than the pattern.
  if (text.charCodeAt(4) !== 45 /* - */ || text.charCodeAt(7) !== 45) return null;
  const m = DATE_TEXT.exec(text);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const ms = Date.UTC(Number(y), month - 1, day, Number(h), Number(mi), Number(s));
  return { serial: ms / 86_400_000 + EXCEL_EPOCH_DAYS, time: m[4] !== undefined };
}
