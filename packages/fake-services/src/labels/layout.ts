import { labelDate } from '@fgss/contracts';
import { type LabelElement, type OneD, oneDModules, QUIET_ZONE_MODULES, type TwoD } from './zpl.js';

/**
 * What a label says, for every kind of label: a title, the serial and part number (each as
 * text and as a 1D barcode), a quantity, other fields as 'name: value' lines, and a 2D code
 * when the label format's barcode type asks for one. One layout places them all.
 */
export interface LabelContent {
  title: string;
  /** Top-right corner: the plant, or the format's report name. */
  corner: string;
  serial: string | null;
  partNo: string | null;
  quantity?: number;
  lines: [name: string, value: LabelValue][];
  /** 1D symbology of serial and part number: Code 128 unless the format says Code 39. */
  oneD: OneD;
  twoD?: { type: TwoD; data: string };
  /** 'SWS' logo block (special harness labels when asked). */
  logo?: boolean;
}

/** A line's value; `{ date }` is an ISO date, printed in the user's date order. */
export type LabelValue = string | number | { date: string } | null | undefined;

/** A 4 x 6 inch label at 203 dpi. */
export const LABEL_SIZE = { widthDots: 812, heightDots: 1218 } as const;

const MARGIN = 30;
const WIDTH = LABEL_SIZE.widthDots - 2 * MARGIN;
const FRAME = 3;
/** 1D barcodes start one default quiet zone (10 modules of 2 dots) inside the frame line, plus a little. */
const BARCODE_X = MARGIN + FRAME + QUIET_ZONE_MODULES * 2 + 7;
const BARCODE_RIGHT = MARGIN + WIDTH - FRAME;

/** The widest module (2 dots, else 1) at which the barcode and its right quiet zone fit inside the frame. */
const moduleFor = (type: OneD, data: string) =>
  BARCODE_X + (oneDModules(type, data) + QUIET_ZONE_MODULES) * 2 <= BARCODE_RIGHT ? 2 : 1;

/** 'name: value', or the value alone when the caption is empty. */
const captioned = (name: string, value: string | number) => (name ? `${name}: ${value}` : String(value));

/** The label's elements; dates print in `language`'s order (the print's Accept-Language). */
export function layoutLabel(c: LabelContent, language?: string): LabelElement[] {
  const out: LabelElement[] = [
    { kind: 'box', x: MARGIN, y: MARGIN, width: WIDTH, height: LABEL_SIZE.heightDots - 2 * MARGIN, thickness: FRAME },
    { kind: 'text', x: MARGIN + 20, y: MARGIN + 20, height: 44, text: c.title },
    { kind: 'text', x: MARGIN + 520, y: MARGIN + 30, height: 26, text: c.corner },
  ];
  let y = MARGIN + 100;
  const barcodeBlock = (name: string, value: string, prefix: string) => {
    const data = `${prefix}${value}`;
    out.push({ kind: 'text', x: MARGIN + 20, y, height: 28, text: captioned(name, value) });
    out.push({
      kind: 'barcode',
      type: c.oneD,
      x: BARCODE_X,
      y: y + 36,
      height: 90,
      module: moduleFor(c.oneD, data),
      data,
    });
    y += 150;
  };
  if (c.serial) barcodeBlock('SERIAL (S)', c.serial, 'S');
  if (c.partNo) barcodeBlock('PART NO (P)', c.partNo, 'P');
  if (c.quantity !== undefined) barcodeBlock('QUANTITY (Q)', String(c.quantity), 'Q');
  const linesTop = y;
  for (const [name, value] of c.lines) {
    const text = typeof value === 'object' && value !== null ? labelDate(value.date, language) : value;
    if (text === null || text === undefined || text === '') continue;
    out.push({ kind: 'text', x: MARGIN + 20, y, height: 26, text: captioned(name, text) });
    y += 36;
  }
  if (c.twoD)
    out.push({ kind: 'code2d', type: c.twoD.type, x: MARGIN + 520, y: linesTop, module: 5, data: c.twoD.data });
  if (c.logo) {
    out.push({ kind: 'box', x: MARGIN + 520, y: MARGIN + 80, width: 200, height: 80, thickness: 6 });
    out.push({ kind: 'text', x: MARGIN + 560, y: MARGIN + 100, height: 50, text: 'SWS' });
  }
  return out;
}

/** The 1D and 2D symbologies a harness format's barcode type (CODE128, CODE39, QRCODE, ...) asks for. */
export function symbologies(barcodeType: string | null | undefined): { oneD: OneD; twoD?: TwoD } {
  const type = (barcodeType ?? '').toUpperCase();
  if (type === 'CODE39') return { oneD: 'CODE39' };
  if (type === 'QRCODE' || type === 'DATAMATRIX' || type === 'PDF417') return { oneD: 'CODE128', twoD: type };
  return { oneD: 'CODE128' };
}
