import { TOAST_MS } from '@fgss/contracts';
import { saveFile } from '@/kit/export/save-file';
import { toast } from '@/kit/feedback/toast';

/**
 * A refused plan import (spec 3 section 8): the service's message with its '<br/>' as a line
 * break, and the browser saves the error detail, one 'Row n: why' line per bad row, as a text file.
 */
export function showImportRefusal(message: string, rows: string[], fileName: string): void {
  toast.error(message.replace(/<br\s*\/?>\s*/gi, '\n'), TOAST_MS.longest);
  saveFile(new Blob([`${rows.join('\r\n')}\r\n`], { type: 'text/plain;charset=utf-8' }), fileName);
}
