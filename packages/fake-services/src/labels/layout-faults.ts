import { oneDModules, QUIET_ZONE_MODULES } from './zpl.js';
import type { ParsedLabel } from './zpl-parse.js';

/**
 * Where a printed label breaks scanning or reads oddly: bare captions (': MADE
 * IN MEXICO' when the caption is empty), 1D barcodes without their quiet zone inside the frame.
 * Read by the label tests and by the browser tests over what a virtual printer received.
 */
export function layoutFaults(label: ParsedLabel): string[] {
  const faults: string[] = [];
  const frame = label.elements.find((e) => e.kind === 'box');
  if (!frame) return ['no frame'];
  const left = frame.x + frame.thickness;
  const right = frame.x + frame.width - frame.thickness;
  for (const e of label.elements) {
    if (e.kind === 'text' && e.text.startsWith(': ')) faults.push(`bare caption ${e.text}`);
    if (e.kind !== 'barcode') continue;
    const quiet = QUIET_ZONE_MODULES * e.module;
    if (e.x - left < quiet) faults.push(`${e.data} starts ${e.x - left} dots inside the frame`);
    const end = e.x + oneDModules(e.type, e.data) * e.module;
    if (end + quiet > right) faults.push(`${e.data} ends ${right - end} dots before the frame's right`);
  }
  return faults;
}
