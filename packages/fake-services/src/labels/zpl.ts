import { notInBarcodeMessage } from '@fgss/contracts';
import { badRequest } from '../http/errors.js';

/**
 * A label as positioned elements, and its ZPL II text, in the printer's dots (8, 12 or 24 per mm). The same
 * element kinds are read back from ZPL by zpl-parse.ts (previews and tests), so the two files
 * are each other's reference.
 */
export type TwoD = 'QRCODE' | 'DATAMATRIX' | 'PDF417';
export type OneD = 'CODE128' | 'CODE39';

export type LabelElement =
  | { kind: 'text'; x: number; y: number; height: number; text: string }
  | { kind: 'box'; x: number; y: number; width: number; height: number; thickness: number }
  | { kind: 'barcode'; type: OneD; x: number; y: number; height: number; module: number; data: string }
  | { kind: 'code2d'; type: TwoD; x: number; y: number; module: number; data: string };

export interface LabelSettings {
  widthDots: number;
  heightDots: number;
  /** Print speed in inches per second (^PR), 2 to 10 from the label format or the user. */
  speed: number;
  /** Darkness relative to the printer's setting (^MD), -10 to 10 from the label format. */
  darkness: number;
  /** Copies of this label (^PQ). */
  copies: number;
}

/** Scanners need this many module widths clear on each side of a 1D barcode. */
export const QUIET_ZONE_MODULES = 10;

/**
 * Width of a 1D barcode in modules, as ^BC (no mode: one symbol per character) and ^B3 (ratio 3)
 * print it: Code 128 adds start, check and stop (35 modules); Code 39 adds its * start and stop
 * and a narrow gap between characters.
 */
export const oneDModules = (type: OneD, data: string) =>
  type === 'CODE128' ? 11 * code128Symbols(data) + 35 : 16 * (data.length + 2) - 1;

/** Code 128 symbols of the data: a Latin-1 letter takes two (FNC4 and its character). */
const code128Symbols = (data: string) => Array.from(data, (ch) => (ch > '\x7f' ? 2 : 1)).reduce((a, b) => a + b, 0);

const hex = (ch: string) => `_${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
/** ZPL's command prefixes, ^FH's own indicator, backslash, and control characters (never raw on the wire). */
const needsHex = (ch: string) => '_^~\\'.includes(ch) || ch < ' ' || ch === '\x7f';

/** Field data goes through ^FH: the characters ZPL gives meaning to are written as _hh. */
export const escapeField = (text: string) => Array.from(text, (ch) => (needsHex(ch) ? hex(ch) : ch)).join('');

const field = (data: string) => `^FH^FD${escapeField(data)}^FS`;

/**
 * ^BC reads `>` in its data as an invocation code (ZPL II guide, Code 128 invocation characters),
 * so subset B's `^`, `>`, `~` are written as theirs; a Latin-1 letter is FNC4 (`>6` in subset B)
 * and the character 128 below it, as ISO 15417 extends Code 128. ^FH is decoded first, so the
 * escapes survive it.
 */
const CODE128_INVOCATIONS: Record<string, string> = { '^': '><', '>': '>0', '~': '>=', '\x7f': '>1' };
const code128Ascii = (ch: string) => CODE128_INVOCATIONS[ch] ?? ch;

function code128Data(data: string): string {
  let out = '';
  for (const ch of data) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x20 && code < 0x7f) out += code128Ascii(ch);
    else if (code >= 0xa0 && code <= 0xff) out += `>6${code128Ascii(String.fromCharCode(code - 0x80))}`;
    else throw badRequest(notInBarcodeMessage('Code 128', ch, data));
  }
  return out;
}

/** ^B3 has bars for Code 39's 43 characters only. */
const CODE39_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';

function code39Data(data: string): string {
  const missing = Array.from(data).find((ch) => !CODE39_CHARACTERS.includes(ch));
  if (missing) throw badRequest(notInBarcodeMessage('Code 39', missing, data));
  return data;
}

/**
 * ^BX (quality 200) reads its escape character, `~` unless its 7th parameter names another, in the
 * data after ^FH: the engine names one the data does not hold, so no data is read as an escape
 * (and doubles it, the guide's escape for itself, in data that holds every candidate).
 */
const DATA_MATRIX_ESCAPES = '`|{}@#$%&*+-./:;<=>?[]!';

function dataMatrixField(data: string): { escapeChar: string; data: string } {
  const escapeChar = Array.from(DATA_MATRIX_ESCAPES).find((ch) => !data.includes(ch)) ?? '`';
  return { escapeChar, data: data.replaceAll(escapeChar, escapeChar.repeat(2)) };
}

function elementZpl(e: LabelElement): string {
  const at = `^FO${e.x},${e.y}`;
  switch (e.kind) {
    case 'text':
      return `${at}^A0N,${e.height},${e.height}${field(e.text)}`;
    case 'box':
      return `${at}^GB${e.width},${e.height},${e.thickness}^FS`;
    case 'barcode':
      // Human-readable line off: the layouts print the text themselves, larger.
      return e.type === 'CODE128'
        ? `${at}^BY${e.module}^BCN,${e.height},N,N,N${field(code128Data(e.data))}`
        : `${at}^BY${e.module}^B3N,N,${e.height},N,N${field(code39Data(e.data))}`;
    case 'code2d':
      switch (e.type) {
        case 'QRCODE':
          // Model 2, magnification = module size; 'MA,' = error correction M, automatic input (no
          // escapes of its own: the data after the prefix is taken as it is).
          return `${at}^BQN,2,${e.module}${field(`MA,${e.data}`)}`;
        case 'DATAMATRIX': {
          const dm = dataMatrixField(e.data);
          return `${at}^BXN,${e.module},200,,,,${dm.escapeChar}${field(dm.data)}`;
        }
        case 'PDF417':
          return `${at}^BY${e.module}^B7N,${e.module * 3},2,6${field(e.data)}`;
      }
  }
}

/** One label: ^XA ... ^XZ with its size, speed, darkness and copies. */
export function labelZpl(settings: LabelSettings, elements: LabelElement[]): string {
  return [
    '^XA',
    '^CI28',
    `^PW${settings.widthDots}^LL${settings.heightDots}`,
    `^PR${settings.speed}`,
    `^MD${settings.darkness}`,
    ...elements.map(elementZpl),
    `^PQ${settings.copies},0,1,Y`,
    '^XZ',
  ].join('\n');
}
