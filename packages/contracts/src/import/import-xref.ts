import { z } from 'zod';
import { defineCall, uploadFile } from '../call.js';
import { EXCEL_EXTENSIONS } from '../configuration/part-rules/import-call.js';
import { partRulesMessages } from '../configuration/part-rules/messages.js';
import { plantCalls } from '../plants.js';
import { importExportAccess } from './retransmit.js';

const SCREEN = 'ImportXREFData';

/** Where an XREF import job stands; 'none' before the server's first one. */
export const XREF_IMPORT_STATES = [
  'none',
  'queued',
  'reading',
  'checking',
  'saving',
  'done',
  'refused',
  'failed',
] as const;
export type XrefImportState = (typeof XREF_IMPORT_STATES)[number];

/** The XREF import job of the caller's server, as Show Status reports it. */
export const xrefImportJob = z.object({
  id: z.number().int(),
  plantId: z.string(),
  fileName: z.string(),
  state: z.enum(XREF_IMPORT_STATES),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type XrefImportJob = z.infer<typeof xrefImportJob>;

/**
 * Import XREF Data (spec 3 sections 2.3 and 7): a workbook of XREF rows for a plant, imported by
 * a background job; Show Status tells where the latest job stands. Both reply with a message
 * whose lines are separated by '/r/'. A row whose part and design level exist updates it, any
 * other adds one; one refused row and nothing of the file is saved.
 */
export const ImportXREFData = {
  ...plantCalls('import', 'ImportExport', SCREEN),
  import: defineCall({
    service: 'import',
    method: 'POST',
    path: `${SCREEN}/Import`,
    upload: true,
    access: importExportAccess(SCREEN, 'create'),
    input: z.object({
      plantId: z.string().trim().min(1).max(10),
      file: uploadFile(EXCEL_EXTENSIONS, partRulesMessages.onlyExcel),
    }),
    response: z.object({ message: z.string(), job: xrefImportJob }),
  }),
  showStatus: defineCall({
    service: 'import',
    method: 'GET',
    path: `${SCREEN}/ShowStatus`,
    access: importExportAccess(SCREEN, 'read'),
    input: z.object({}),
    response: z.object({ message: z.string(), job: xrefImportJob.nullable() }),
  }),
};
