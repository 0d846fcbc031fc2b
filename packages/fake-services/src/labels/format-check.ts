import { type LabelCheckFinding, type LabelCheckReply, labelCheckMessages } from '@fgss/contracts';
import bwipjs from 'bwip-js/node';
import { ServiceError } from '../http/errors.js';
import { DESIGN_DOTS_PER_MM as DOTS_PER_MM } from './label-resolution.js';
import { scanLabel, textRights } from './label-scan.js';
import { LABEL_SIZE, type LabelContent, layoutLabel } from './layout.js';
import { previewOf } from './preview.js';
import { type LabelElement, type LabelSettings, labelZpl, oneDModules, QUIET_ZONE_MODULES } from './zpl.js';

type Code = Extract<LabelElement, { kind: 'barcode' | 'code2d' }>;

/** Symbologies as people name them, as ZXing reports them, and as bwip-js draws them. */
const symbology: Record<Code['type'], { name: string; zxing: string; bwip: string }> = {
  CODE128: { name: 'Code 128', zxing: 'Code128', bwip: 'code128' },
  CODE39: { name: 'Code 39', zxing: 'Code39', bwip: 'code39' },
  QRCODE: { name: 'QR Code', zxing: 'QRCode', bwip: 'qrcode' },
  DATAMATRIX: { name: 'Data Matrix', zxing: 'DataMatrix', bwip: 'datamatrix' },
  PDF417: { name: 'PDF417', zxing: 'PDF417', bwip: 'pdf417' },
};

/** The 1D barcodes' human names by the prefix the layout gives their data (S, P, Q). */
const prefixed: Record<string, string> = { S: 'SERIAL (S)', P: 'PART NO (P)', Q: 'QUANTITY (Q)' };

/** The label field an element prints, as the label's caption names it. */
function fieldOf(e: LabelElement, content: LabelContent): string {
  if (e.kind === 'barcode') return prefixed[e.data[0] ?? ''] ?? e.data;
  if (e.kind === 'code2d') return symbology[e.type].name;
  if (e.kind !== 'text') return 'frame';
  if (e.text === content.title) return 'title';
  if (e.text === content.corner) return 'corner';
  return e.text.split(': ')[0] ?? e.text;
}

/** Where an element's right and bottom edges fall (1D barcodes with their right quiet zone); text is measured. */
function extent(e: Exclude<LabelElement, { kind: 'text' }>): { right: number; bottom: number } {
  switch (e.kind) {
    case 'box':
      return { right: e.x + e.width, bottom: e.y + e.height };
    case 'barcode':
      return { right: e.x + (oneDModules(e.type, e.data) + QUIET_ZONE_MODULES) * e.module, bottom: e.y + e.height };
    case 'code2d': {
      // The symbol's module grid as the preview draws it (bwip-js), times the module size.
      const raw = bwipjs.raw(symbology[e.type].bwip, e.data, {})[0];
      const grid = raw && 'pixx' in raw ? raw : { pixx: 0, pixy: 0 };
      return { right: e.x + grid.pixx * e.module, bottom: e.y + grid.pixy * e.module };
    }
  }
}

/** The first character of a text the printer's font 0 cannot print under ^CI28 (beyond Latin-1). */
const unprintable = (text: string) => Array.from(text).find((ch) => (ch.codePointAt(0) ?? 0) > 0xff);

/**
 * Checks a label format on a sample label of it, laid out by the plant's layout: each field that
 * runs past the label, text the printer's font cannot print, each barcode whose data its
 * symbology cannot encode, and, on the label rendered as a printer would and scanned, each
 * barcode that does not scan or scans as something else than its data.
 */
export async function checkLabel(
  content: LabelContent,
  settings: Omit<LabelSettings, 'widthDots' | 'heightDots' | 'copies'>,
): Promise<LabelCheckReply> {
  const label = { ...LABEL_SIZE, ...settings, copies: 1 };
  const findings: LabelCheckFinding[] = [];
  const printable: LabelElement[] = [];
  const elements = layoutLabel(content);
  const texts = elements.filter((e) => e.kind === 'text');
  const rights = await textRights(texts, label.widthDots, DOTS_PER_MM);
  for (const e of elements) {
    const field = fieldOf(e, content);
    const edge = e.kind === 'text' ? { right: rights[texts.indexOf(e)] ?? 0, bottom: e.y + e.height } : extent(e);
    const past = Math.max(edge.right - label.widthDots, edge.bottom - label.heightDots);
    if (past > 0) findings.push({ kind: 'outside', field, message: labelCheckMessages.outside(field, String(past)) });
    const ch = e.kind === 'text' ? unprintable(e.text) : undefined;
    if (ch) findings.push({ kind: 'unprintable', field, message: labelCheckMessages.unprintable(ch, field) });
    const refused = e.kind === 'barcode' ? encodingProblem(e, label) : null;
    if (e.kind === 'barcode' && refused) {
      const message = labelCheckMessages.notEncodable(symbology[e.type].name, refused, field);
      findings.push({ kind: 'notEncodable', field, message });
    } else printable.push(e);
  }
  const zpl = labelZpl(label, printable);
  const scanned = await scanLabel(zpl, label, DOTS_PER_MM);
  for (const e of printable) {
    if (e.kind !== 'barcode' && e.kind !== 'code2d') continue;
    const field = fieldOf(e, content);
    const { name, zxing } = symbology[e.type];
    const edge = extent(e);
    const here = scanned.filter(
      (s) => s.format === zxing && s.x >= e.x && s.x <= edge.right && s.y >= e.y && s.y <= edge.bottom,
    );
    const read = here.sort((a, b) => a.y - b.y)[0];
    if (!read)
      findings.push({ kind: 'unreadable', field, message: labelCheckMessages.unreadable(name, field, e.data) });
    else if (read.text !== e.data)
      findings.push({ kind: 'misread', field, message: labelCheckMessages.misread(name, field, read.text, e.data) });
  }
  return { ok: findings.length === 0, findings, preview: previewOf(zpl, content.serial) };
}

/** The character a 1D barcode's symbology has no bars for, as the label engine refuses it. */
function encodingProblem(e: Extract<LabelElement, { kind: 'barcode' }>, label: LabelSettings): string | null {
  try {
    labelZpl(label, [e]);
    return null;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return /^'(.+?)' cannot/u.exec(error.message)?.[1] ?? e.data;
  }
}
