import type { LabelPreview } from '@fgss/contracts';
import bwipjs from 'bwip-js/node';
import { dpiOf } from '../printers/printer-report.js';
import type { LabelElement } from './zpl.js';
import { type ParsedLabel, parseZpl } from './zpl-parse.js';

const bcid: Record<string, string> = {
  CODE128: 'code128',
  CODE39: 'code39',
  QRCODE: 'qrcode',
  DATAMATRIX: 'datamatrix',
  PDF417: 'pdf417',
};

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** A barcode drawn by bwip-js, placed and scaled to the dots ZPL gives it. */
function barcodeSvg(e: Extract<LabelElement, { kind: 'barcode' | 'code2d' }>): string {
  const id = bcid[e.type] ?? 'code128';
  const svg = bwipjs.toSVG({ bcid: id, text: e.data, scale: 1, ...(e.kind === 'barcode' ? { height: 10 } : {}) });
  const [, w = 1, h = 1] = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg)?.map(Number) ?? [];
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  // Dots from the ZPL module size: 1D bars are one unit per module at scale 1 and take the
  // height ZPL gives; 2D symbols are sized by their module grid (raw's pixx by pixy).
  const raw = e.kind === 'code2d' ? bwipjs.raw(id, e.data, {})[0] : undefined;
  const grid = raw && 'pixx' in raw ? raw : undefined;
  const width = grid ? grid.pixx * e.module : w * e.module;
  const height = grid ? grid.pixy * e.module : e.kind === 'barcode' ? e.height : h;
  return `<svg x="${e.x}" y="${e.y}" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="none">${body}</svg>`;
}

function elementSvg(e: LabelElement): string {
  switch (e.kind) {
    case 'text':
      // ZPL places the top of the text at y; SVG places the baseline.
      return `<text x="${e.x}" y="${e.y + e.height * 0.8}" font-size="${e.height}" font-family="Arial, Helvetica, sans-serif">${xml(e.text)}</text>`;
    case 'box': {
      const t = e.thickness;
      return `<rect x="${e.x + t / 2}" y="${e.y + t / 2}" width="${e.width - t}" height="${e.height - t}" fill="none" stroke="#000" stroke-width="${t}"/>`;
    }
    case 'barcode':
    case 'code2d':
      return barcodeSvg(e);
  }
}

/** An SVG document of a parsed label, the size of the label in dots. */
export function labelSvg(label: ParsedLabel): string {
  const { widthDots: w, heightDots: h } = label.settings;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="#fff"/>`,
    ...label.elements.map(elementSvg),
    '</svg>',
  ].join('\n');
}

/** The preview of the first label of a ZPL print job: what the web shows before or after printing. */
export function previewOf(zpl: string, serial: string | null, dotsPerMm = 8): LabelPreview {
  // Only the first label is read: a print of 999 labels is not parsed for one picture.
  const end = zpl.indexOf('^XZ');
  const firstZpl = end >= 0 ? zpl.slice(0, end + 3) : zpl;
  const first = parseZpl(firstZpl)[0];
  if (!first) throw new Error('The label engine produced no label');
  return {
    zpl: firstZpl,
    svg: labelSvg(first),
    widthDots: first.settings.widthDots,
    heightDots: first.settings.heightDots,
    dpi: dpiOf(dotsPerMm),
    serial,
  };
}
