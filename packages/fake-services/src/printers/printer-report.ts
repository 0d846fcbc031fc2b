/**
 * What a Zebra says of itself when asked: ~HI (model, firmware, dots per mm), ~HS (paused, paper
 * out, head open, buffer full, formats and labels still to print), ~HQES (errors: media out,
 * ribbon out, head open) and its label counter. One report, taken in one connection.
 */
export interface PrinterReport {
  model: string;
  firmware: string;
  /** 8, 12 or 24 (203, 300 or 600 dpi). */
  dotsPerMm: number;
  paused: boolean;
  paperOut: boolean;
  ribbonOut: boolean;
  headOpen: boolean;
  bufferFull: boolean;
  /** Label formats received and not yet printed. */
  formatsInBuffer: number;
  /** Labels of the current batch still to print. */
  labelsRemaining: number;
  /** Labels printed since the printer was made (its odometer); null when it does not say. */
  labelCount: number | null;
}

export const dpiOf = (dotsPerMm: number) => ({ 8: 203, 12: 300, 24: 600 })[dotsPerMm] ?? Math.round(dotsPerMm * 25.4);
