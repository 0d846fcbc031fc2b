import { type LabelElement, type LabelSettings, labelZpl } from './zpl.js';
import { parseZpl } from './zpl-parse.js';

/** Labels are laid out at 203 dpi (layout.ts) and scaled to the printer's resolution. */
export const DESIGN_DOTS_PER_MM = 8;

/** A label's size and elements from one resolution to another (8, 12 or 24 dots per mm). */
export function scaleLabel(
  label: { settings: LabelSettings; elements: LabelElement[] },
  from: number,
  to: number,
): { settings: LabelSettings; elements: LabelElement[] } {
  const dots = (v: number) => Math.round((v * to) / from);
  // A barcode module is whole dots: rounded down, so a barcode never grows past its quiet zone.
  const module = (v: number) => Math.max(1, Math.floor((v * to) / from));
  const { settings } = label;
  return {
    settings: { ...settings, widthDots: dots(settings.widthDots), heightDots: dots(settings.heightDots) },
    elements: label.elements.map((e): LabelElement => {
      const at = { x: dots(e.x), y: dots(e.y) };
      switch (e.kind) {
        case 'text':
          return { ...e, ...at, height: dots(e.height) };
        case 'box':
          return { ...e, ...at, width: dots(e.width), height: dots(e.height), thickness: dots(e.thickness) };
        case 'barcode':
          return { ...e, ...at, height: dots(e.height), module: module(e.module) };
        default:
          return { ...e, ...at, module: module(e.module) };
      }
    }),
  };
}

/** The formats (^XA…^XZ) of a job, one per label, in print order. */
export const labelFormats = (zpl: string): string[] => zpl.split(/\n(?=\^XA)/);

/** One label's format laid out again for another resolution (the same text when it is the same). */
export function atResolution(format: string, from: number, to: number): string {
  if (from === to) return format;
  const [label] = parseZpl(format);
  if (!label) throw new Error('Not a label format');
  const scaled = scaleLabel(label, from, to);
  return labelZpl(scaled.settings, scaled.elements);
}
