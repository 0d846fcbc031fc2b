import type { PrinterIdentity } from './printer-replies.js';
import { dpiOf } from './printer-report.js';

/**
 * What a virtual printer says it is, by the model of its Label Printer row: most print at 203 dpi;
 * the shipping ZT610 at 600 and the harness ZD621 at 300, so each plant with network printers
 * prints at every resolution labels are laid out for.
 */
const DOTS_PER_MM: Record<string, number> = { ZT610: 24, ZD621: 12 };

export function identityOf(model: string | null): PrinterIdentity {
  const name = model || 'ZT410';
  const dotsPerMm = DOTS_PER_MM[name] ?? 8;
  return { model: `${name}-${dpiOf(dotsPerMm)}dpi`, firmware: 'V72.20.21Z', dotsPerMm };
}
