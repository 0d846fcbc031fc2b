/**
 * How many data rows the first sheet of an .xlsx holds: its rows with at least one value, less
 * the header row, as the plant's import reads them. The browser reads it from the picked file
 * before the upload, so the user is told the size of what goes in at once. Undefined for a file
 * it cannot read this way (an Excel 97-2003 .xls, a broken zip): the plant gives the verdict.
 */
export async function sheetRowCount(bytes: Uint8Array<ArrayBuffer>): Promise<number | undefined> {
  try {
    const xml = await firstSheetXml(bytes);
    if (xml === undefined) return undefined;
    let rows = 0;
    for (const [, body] of xml.matchAll(ROW)) if (body && VALUE.test(body)) rows++;
    return Math.max(0, rows - 1);
  } catch {
    return undefined;
  }
}

/** A row element, self-closing or with its cells; any namespace prefix. */
const ROW = /<(?:\w+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
/** A cell value: a number, shared string or formula result (<v>), or an inline string's text (<t>). */
const VALUE = /<(?:\w+:)?(?:v|t)\b[^>]*>[^<]/;

const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_CENTRAL = 0x06054b50;
/** The sheets of a workbook; the import reads the first in the archive's order. */
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** The first worksheet's XML, found through the zip's central directory and inflated by the browser. */
async function firstSheetXml(bytes: Uint8Array<ArrayBuffer>): Promise<string | undefined> {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || data.getUint32(0, true) !== LOCAL_HEADER) return undefined;
  let end = bytes.length - 22;
  // The end record is last, after a comment of at most 65,535 bytes.
  while (end >= Math.max(0, bytes.length - 22 - 0xffff) && data.getUint32(end, true) !== END_OF_CENTRAL) end--;
  if (end < 0 || data.getUint32(end, true) !== END_OF_CENTRAL) return undefined;
  const entries = data.getUint16(end + 10, true);
  let p = data.getUint32(end + 16, true);
  for (let i = 0; i < entries && p + 46 <= end; i++) {
    if (data.getUint32(p, true) !== CENTRAL_HEADER) return undefined;
    const method = data.getUint16(p + 10, true);
    const packed = data.getUint32(p + 20, true);
    const nameLength = data.getUint16(p + 28, true);
    const local = data.getUint32(p + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (SHEET.test(name)) {
      const start = local + 30 + data.getUint16(local + 26, true) + data.getUint16(local + 28, true);
      return unpacked(bytes.subarray(start, start + packed), method);
    }
    p += 46 + nameLength + data.getUint16(p + 30, true) + data.getUint16(p + 32, true);
  }
  return undefined;
}

async function unpacked(packed: Uint8Array<ArrayBuffer>, method: number): Promise<string | undefined> {
  if (method === 0) return new TextDecoder().decode(packed);
  if (method !== 8) return undefined;
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}
