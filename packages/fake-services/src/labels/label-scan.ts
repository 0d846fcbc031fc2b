import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ready } from 'zpl-renderer-js';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { decodeGrayPng, rightmostInk } from './png-gray.js';
import { escapeField } from './zpl.js';

/** A barcode found on a rendered label: its symbology, its text, and where it lies (dots). */
export interface Scanned {
  format: string;
  text: string;
  x: number;
  y: number;
}

const require = createRequire(import.meta.url);
let prepared = false;

/**
 * Renders a label's ZPL with Zebrash (zpl-renderer-js) as a printer would, and reads every
 * barcode on the picture with ZXing, as a scanner would: parties independent of the label engine.
 */
export async function scanLabel(
  zpl: string,
  size: { widthDots: number; heightDots: number },
  dotsPerMm: number,
): Promise<Scanned[]> {
  if (!prepared) {
    // The reader's WebAssembly from the package itself (no download).
    prepareZXingModule({
      overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) },
    });
    prepared = true;
  }
  const { api } = await ready;
  const png = Buffer.from(
    await api.zplToBase64Async(zpl, size.widthDots / dotsPerMm, size.heightDots / dotsPerMm, dotsPerMm),
    'base64',
  );
  const found = await readBarcodes(new Blob([png]), {
    formats: ['Code128', 'Code39', 'QRCode', 'DataMatrix', 'PDF417'],
    tryHarder: true,
    maxNumberOfSymbols: 10,
    textMode: 'Plain',
  });
  return found
    .filter((b) => !b.error)
    .map((b) => {
      const { topLeft, bottomRight } = b.position;
      return { format: b.format, text: b.text, x: (topLeft.x + bottomRight.x) / 2, y: (topLeft.y + bottomRight.y) / 2 };
    });
}

/** How far the label's width is exceeded at most and still measured (three labels wide). */
const MEASURED_WIDTHS = 3;

/**
 * Where each text's last dot falls, as Zebrash draws font 0 (each text alone on a strip three
 * labels wide, so text past the label's edge is measured too).
 */
export async function textRights(
  texts: { x: number; height: number; text: string }[],
  labelWidthDots: number,
  dotsPerMm: number,
): Promise<number[]> {
  if (texts.length === 0) return [];
  const { api } = await ready;
  const width = labelWidthDots * MEASURED_WIDTHS;
  const height = Math.max(...texts.map((t) => t.height)) + dotsPerMm;
  const zpl = texts
    .map(
      (t) => `^XA^CI28^PW${width}^LL${height}^FO${t.x},0^A0N,${t.height},${t.height}^FH^FD${escapeField(t.text)}^FS^XZ`,
    )
    .join('\n');
  const pngs = await api.zplToBase64MultipleAsync(zpl, width / dotsPerMm, height / dotsPerMm, dotsPerMm);
  return pngs.map((png) => rightmostInk(decodeGrayPng(Buffer.from(png, 'base64'))) + 1);
}
