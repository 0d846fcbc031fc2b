import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { ready } from 'zpl-renderer-js';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { DESIGN_DOTS_PER_MM, scaleLabel } from './label-resolution.js';
import { LABEL_SIZE, type LabelContent, layoutLabel } from './layout.js';
import { labelZpl } from './zpl.js';

/**
 * The printed label checked by parties independent of the engine: Zebrash (zpl-renderer-js)
 * renders the ZPL to a PNG as a printer would, and ZXing reads every barcode on it, as a scanner
 * would. The engine's own parser is not asked.
 */
const require = createRequire(import.meta.url);
const settings = { ...LABEL_SIZE, speed: 4, darkness: 0, copies: 1 };

/** Everything ZPL or a symbology gives meaning to: `>8` is FNC1 in Code 128, `~1` in Data Matrix. */
const ZPL_TRICKS = 'A>8B~1C_5E^D>:-01';
/**
 * Spanish letters in the middle: Zebrash drops a last character that follows a Code 128
 * invocation code (a Latin-1 letter is FNC4 and a character), which a printer does not.
 */
const SPANISH = 'PEÑA ñá 7';

beforeAll(() => {
  // The reader's WebAssembly from the package itself (no download).
  prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) },
  });
});

/** The barcodes a scanner reads off the label printed at `dotsPerMm` (8, 12 or 24: 203, 300, 600 dpi). */
async function scanned(
  content: LabelContent,
  dotsPerMm = DESIGN_DOTS_PER_MM,
): Promise<{ format: string; text: string }[]> {
  const label = scaleLabel({ settings, elements: layoutLabel(content) }, DESIGN_DOTS_PER_MM, dotsPerMm);
  const zpl = labelZpl(label.settings, label.elements);
  const { api } = await ready;
  const mm = (dots: number) => dots / dotsPerMm;
  const png = Buffer.from(
    await api.zplToBase64Async(zpl, mm(label.settings.widthDots), mm(label.settings.heightDots), dotsPerMm),
    'base64',
  );
  const found = await readBarcodes(new Blob([png]), {
    formats: ['Code128', 'QRCode', 'DataMatrix'],
    tryHarder: true,
    maxNumberOfSymbols: 10,
    textMode: 'Plain',
  });
  // Top to bottom, as the layout places them.
  return found
    .sort((a, b) => a.position.topLeft.y - b.position.topLeft.y)
    .map((b) => ({ format: b.format, text: b.error ? `error: ${b.error}` : b.text }));
}

const label = (partNo: string, twoD?: LabelContent['twoD']): LabelContent => ({
  title: 'HARNESS',
  corner: 'JRZ1',
  serial: 'JRZ1H000000007',
  partNo,
  oneD: 'CODE128',
  twoD,
  lines: [],
});

describe('barcodes carry exactly their data', () => {
  it('Code 128 writes > ^ ~ _ as characters, not as invocation codes or ZPL commands', async () => {
    expect(await scanned(label(ZPL_TRICKS))).toEqual([
      { format: 'Code128', text: 'SJRZ1H000000007' },
      { format: 'Code128', text: `P${ZPL_TRICKS}` },
    ]);
  });

  it('Data Matrix reads no escape sequence in the data', async () => {
    const data = `${ZPL_TRICKS} ${SPANISH}`;
    expect(await scanned(label('82111-6A520', { type: 'DATAMATRIX', data }))).toEqual([
      { format: 'Code128', text: 'SJRZ1H000000007' },
      { format: 'Code128', text: 'P82111-6A520' },
      { format: 'DataMatrix', text: data },
    ]);
  });

  it('QR Code carries the data after its mode prefix, and Code 128 carries Latin-1 letters', async () => {
    const data = `${ZPL_TRICKS} ${SPANISH}`;
    expect(await scanned(label(SPANISH, { type: 'QRCODE', data }))).toEqual([
      { format: 'Code128', text: 'SJRZ1H000000007' },
      { format: 'Code128', text: `P${SPANISH}` },
      { format: 'QRCode', text: data },
    ]);
  });
});

describe("a label laid out for the printer's resolution", () => {
  it.each([8, 12, 24])('reads the same at %i dots per mm, on a label of the same size', async (dotsPerMm) => {
    const data = `JRZ1H000000007 ${SPANISH}`;
    expect(await scanned(label('82111-6A520', { type: 'QRCODE', data }), dotsPerMm)).toEqual([
      { format: 'Code128', text: 'SJRZ1H000000007' },
      { format: 'Code128', text: 'P82111-6A520' },
      { format: 'QRCode', text: data },
    ]);
    const { settings: size } = scaleLabel({ settings, elements: [] }, DESIGN_DOTS_PER_MM, dotsPerMm);
    // 4 x 6 inches at every resolution (within a dot of rounding).
    expect([size.widthDots / dotsPerMm, size.heightDots / dotsPerMm]).toEqual([101.5, 152.25]);
  });
});
