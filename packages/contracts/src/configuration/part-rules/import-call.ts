import { z } from 'zod';
import { defineCall, uploadFile } from '../../call.js';
import { partRulesMessages } from './messages.js';

/** Workbooks an import takes, by name (the service also checks the content). */
export const EXCEL_EXTENSIONS = ['.xls', '.xlsx'] as const;

export const importReply = z.object({ message: z.string() });

/**
 * POST {Screen}/Import: one Excel file of rows for the plant, saved all or nothing. An import
 * only adds rows (a row whose key already exists is reported like any bad row), so it needs
 * the screen's create right; a refused file answers 400 with one 'Row n: ...' issue per bad row.
 */
export function importCall(path: string, screen: string) {
  return defineCall({
    service: 'configuration',
    method: 'POST',
    path,
    upload: true,
    access: { kind: 'screen', module: 'ConfigurationMasters', screen, action: 'create' },
    input: z.object({
      plantid: z.string().min(1).max(10),
      file: uploadFile(EXCEL_EXTENSIONS, partRulesMessages.onlyExcel),
    }),
    response: importReply,
  });
}
