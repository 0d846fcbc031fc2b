import { notInBarcodeMessage } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { layoutLabel, symbologies } from './layout.js';
import { layoutFaults } from './layout-faults.js';
import { previewOf } from './preview.js';
import { labelZpl } from './zpl.js';
import { labelData, type ParsedLabel, parseZpl } from './zpl-parse.js';

const settings = { widthDots: 812, heightDots: 1218, speed: 4, darkness: -3, copies: 2 };

describe('ZPL', () => {
  it('reads back what it writes: settings, texts and barcode data, with ZPL characters escaped', () => {
    const zpl = labelZpl(settings, [
      { kind: 'text', x: 10, y: 20, height: 30, text: 'PO ^42 ~ a_b\\c' },
      { kind: 'barcode', type: 'CODE128', x: 10, y: 60, height: 90, module: 2, data: 'SJRZ1B00000001' },
      { kind: 'barcode', type: 'CODE128', x: 10, y: 160, height: 90, module: 2, data: 'P>8^~_ñ' },
      { kind: 'code2d', type: 'QRCODE', x: 500, y: 60, module: 5, data: 'JRZ1H000000001|82111-6A520' },
      { kind: 'code2d', type: 'DATAMATRIX', x: 500, y: 300, module: 5, data: 'DM^1 ~1' },
    ]);
    expect(zpl).toContain('^PR4');
    expect(zpl).toContain('^MD-3');
    expect(zpl).toContain('^PQ2,0,1,Y');
    expect(zpl).not.toContain('^42');
    const [label, ...more] = parseZpl(zpl);
    expect(more).toEqual([]);
    expect(label?.settings).toEqual(settings);
    expect(labelData(label as NonNullable<typeof label>)).toEqual({
      texts: ['PO ^42 ~ a_b\\c'],
      barcodes: [
        { type: 'CODE128', data: 'SJRZ1B00000001' },
        { type: 'CODE128', data: 'P>8^~_ñ' },
        { type: 'QRCODE', data: 'JRZ1H000000001|82111-6A520' },
        { type: 'DATAMATRIX', data: 'DM^1 ~1' },
      ],
    });
  });

  it('refuses, as a 400 naming the character, data a 1D symbology has no bars for', () => {
    const zpl = (type: 'CODE128' | 'CODE39', data: string) => () =>
      labelZpl(settings, [{ kind: 'barcode', type, x: 10, y: 60, height: 90, module: 2, data }]);
    expect(zpl('CODE128', 'P€1')).toThrow(
      expect.objectContaining({ status: 400, message: notInBarcodeMessage('Code 128', '€', 'P€1') }),
    );
    expect(zpl('CODE39', 'PAB>1')).toThrow(
      expect.objectContaining({ status: 400, message: notInBarcodeMessage('Code 39', '>', 'PAB>1') }),
    );
  });

  it('lays out serial, part and quantity as text and Code 128, and a 2D code when the format asks', () => {
    const { oneD, twoD } = symbologies('DATAMATRIX');
    const elements = layoutLabel({
      title: 'HARNESS',
      corner: 'SJ1 HL2D',
      serial: 'JRZ1H000000007',
      partNo: '82111-6A520',
      quantity: 1,
      oneD,
      twoD: twoD && { type: twoD, data: 'JRZ1H000000007|82111-6A520' },
      lines: [
        ['LOT', '11'],
        ['EMPTY', null],
      ],
    });
    const [label] = parseZpl(labelZpl(settings, elements));
    const data = labelData(label as NonNullable<typeof label>);
    expect(data.texts).toEqual([
      'HARNESS',
      'SJ1 HL2D',
      'SERIAL (S): JRZ1H000000007',
      'PART NO (P): 82111-6A520',
      'QUANTITY (Q): 1',
      'LOT: 11',
    ]);
    expect(data.barcodes).toEqual([
      { type: 'CODE128', data: 'SJRZ1H000000007' },
      { type: 'CODE128', data: 'P82111-6A520' },
      { type: 'CODE128', data: 'Q1' },
      { type: 'DATAMATRIX', data: 'JRZ1H000000007|82111-6A520' },
    ]);
    expect(symbologies('CODE39')).toEqual({ oneD: 'CODE39' });
    expect(symbologies(null)).toEqual({ oneD: 'CODE128' });
  });

  it('previews the first label of a job as an SVG with real barcodes', () => {
    const label = (serial: string) =>
      labelZpl(
        settings,
        layoutLabel({
          title: 'BOX LABEL',
          corner: 'SJ1',
          serial,
          partNo: 'JL3T-14A005-AB',
          oneD: 'CODE128',
          lines: [],
        }),
      );
    const preview = previewOf(`${label('JRZ1B00000001')}\n${label('JRZ1B00000002')}`, 'JRZ1B00000001');
    expect(preview.zpl).toBe(label('JRZ1B00000001'));
    expect(preview).toMatchObject({ widthDots: 812, heightDots: 1218, dpi: 203, serial: 'JRZ1B00000001' });
    expect(preview.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="812" height="1218"/);
    expect(preview.svg).toContain('SERIAL (S): JRZ1B00000001');
    // bwip-js draws the bars as paths inside the nested barcode svgs.
    expect(preview.svg.match(/<svg x=/g)?.length).toBe(2);
    expect(preview.svg).toMatch(/<path [^>]*d="M/);
  });

  it('prints a value alone when its caption is empty, and keeps 10 modules clear on both sides of every 1D barcode', () => {
    const printed = (oneD: 'CODE128' | 'CODE39', serial: string) =>
      parseZpl(
        labelZpl(
          settings,
          layoutLabel({
            title: 'SHIPPING',
            corner: 'JRZ1',
            serial,
            partNo: 'JL3T-14A005-AB',
            quantity: 120,
            oneD,
            lines: [
              ['', 'MADE IN MEXICO'],
              ['', 'Ciudad Juarez, CHIH 32470'],
              ['LOT', '11'],
            ],
          }),
        ),
      )[0] as ParsedLabel;
    const label = printed('CODE128', 'JRZ1B00000001');
    expect(labelData(label).texts).toEqual(
      expect.arrayContaining(['MADE IN MEXICO', 'Ciudad Juarez, CHIH 32470', 'LOT: 11']),
    );
    expect(layoutFaults(label)).toEqual([]);
    // Long data that would run past the frame at 2 dots a module is printed narrower, still clear.
    const long = printed('CODE128', 'JRZ1B0000000100000000001234567890');
    expect(long.elements.find((e) => e.kind === 'barcode')).toMatchObject({ module: 1 });
    expect(layoutFaults(long)).toEqual([]);
    expect(layoutFaults(printed('CODE39', 'JRZ1B00000001'))).toEqual([]);
  });
});
