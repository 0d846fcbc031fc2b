import type { FileCallName, InputOf } from '@fgss/contracts';
import { downloadSpreadsheet } from './export-grid';

const two = (n: number) => String(n).padStart(2, '0');

/** The moment of an export as the spec's exports send it: exportDate yyyy/MM/dd, exportTime HH:mm:ss (local). */
export function exportStamp(at = new Date()) {
  return {
    exportDate: `${at.getFullYear()}/${two(at.getMonth() + 1)}/${two(at.getDate())}`,
    exportTime: `${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`,
  };
}

/**
 * Downloads the file a service answers (a template, a report's export) through the gateway's
 * file route, saved under the name the service gave it.
 */
export function downloadFile<N extends FileCallName>(name: N, input: InputOf<N>, fallbackName: string): Promise<void> {
  const query = new URLSearchParams({ input: JSON.stringify(input) });
  return downloadSpreadsheet(`/api/file/${name}?${query}`, { method: 'GET' }, fallbackName);
}
