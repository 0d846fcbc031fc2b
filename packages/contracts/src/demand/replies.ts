import { z } from 'zod';

/** A label as the user sees it before or after printing: its ZPL and an SVG drawn from that ZPL. */
export const labelPreview = z.object({
  /** ZPL of the first label of the print. */
  zpl: z.string(),
  /** The label drawn from that ZPL, with real barcodes (an <svg> document). */
  svg: z.string(),
  widthDots: z.number().int(),
  heightDots: z.number().int(),
  /** Print resolution the dots are in: 203, 300 or 600 dpi (8, 12 or 24 dots per mm), the printer's. */
  dpi: z.number().int(),
  /** The serial the first label carries (null for labels without one, e.g. Zebra part labels). */
  serial: z.string().nullable(),
});
export type LabelPreview = z.infer<typeof labelPreview>;

/**
 * What a successful print answers: the spec's message ('The label has been sent to the printer.'),
 * the serials it consumed, in order, and the preview of its first label. Failures are 4xx with
 * `{ message, issues }` (the issues joined by line breaks) or 5xx / 504 (spec 2 section 8).
 */
export const printReply = z.object({
  message: z.string(),
  /**
   * What the printer confirmed: printed (its label counter shows every label out), partlyPrinted
   * (it stopped on a fault: `printed` and `missing` say exactly which serials), or sent (it took
   * the job and is still printing; Print Center follows it to the end).
   */
  state: z.enum(['sent', 'printed', 'partlyPrinted']),
  /** Serials with at least one copy out, in order. */
  printed: z.array(z.string()),
  /** Serials with no copy out when the printer stopped; empty unless partly printed. */
  missing: z.array(z.string()),
  /** The print log entry of this print. */
  printId: z.number().int(),
  printer: z.string(),
  labels: z.number().int(),
  copies: z.number().int(),
  serials: z.array(z.string()),
  preview: labelPreview,
});
export type PrintReply = z.infer<typeof printReply>;

/** Zebra printing also returns the label text, downloaded by the web as label.txt. */
export const zebraPrintReply = printReply.extend({ zebraLabel: z.string() });
/** Pallet printing also returns the serial the next print will start at. */
export const palletPrintReply = printReply.extend({ nextSerial: z.string() });

export const demandPrinterOption = z.object({ id: z.number().int(), value: z.string() });
export const defaultPrinterReply = z.array(z.object({ LABEL_PRINTER: z.string() }));
export const parameterReply = z.array(z.object({ parameter_Value: z.string() }));
export const customerOption = z.object({ id: z.string(), value: z.string() });

/** What a printer says of itself: ready, or why it will not print now. */
export const printerConditions = [
  'ready',
  'printing',
  'paused',
  'paperOut',
  'ribbonOut',
  'headOpen',
  'bufferFull',
  'unreachable',
] as const;
export type PrinterCondition = (typeof printerConditions)[number];
export const printerState = z.object({
  printerName: z.string(),
  /** What stops a print first (the one colour shown), then what only slows it. */
  condition: z.enum(printerConditions),
  /** Every fault the printer reports at once (head open and paper out), worst first; none when ready. */
  faults: z.array(z.enum(printerConditions)),
  /** Whether a print would be sent now (a full buffer only delays it). */
  ready: z.boolean(),
  /** The faults' messages, one a line. */
  message: z.string(),
});
export type PrinterState = z.infer<typeof printerState>;
