import { z } from 'zod';
import { defineCall, uploadFile } from '../call.js';
import { MAX_TAKE } from '../constants.js';
import { reportDate } from '../report/kit.js';
import { REWORK_LIMITS, reworkMessages } from '../rework/rules.js';

export const DOI_MODULE = 'DOI';
const SCREEN = 'DOIMaintenance';
export const doiAccess = (screen: string, action: 'read' | 'create') =>
  ({ kind: 'screen', module: DOI_MODULE, screen, action }) as const;

/** Reserve holds a harness, Scrap takes it out of stock for good, Reverse undoes a reserve. */
export const DOI_MODES = ['Reserve', 'Scrap', 'Reverse'] as const;
export type DoiMode = (typeof DOI_MODES)[number];
export const doiMode = z.enum(DOI_MODES);
export const DOI_EXPORT_NAME = 'DOIMaintenance';

export const doiMessages = {
  notReserved: (serial: string) => `Harness ${serial} is not reserved: only a reserve can be reversed.`,
  alreadyReserved: (serial: string) => `Harness ${serial} is already reserved.`,
  scrapped: reworkMessages.scrapped,
  shipped: reworkMessages.shipped,
  unknownHarness: reworkMessages.unknownHarness,
  twice: (serial: string) => `Harness ${serial} is listed twice.`,
  saved: 'Saved Successfully',
  rowsHaveErrors: 'The rows have errors; nothing was saved',
  fileColumns: 'The file must contain only a column of serial numbers.',
  fileEmpty: 'The file holds no serial number.',
  fileType: 'Only .xlsx files can be imported.',
  row: (row: number, message: string) => `Row ${row}: ${message}`,
  imported: (count: number) => `${count} serial numbers imported.`,
} as const;

const serial = z.string().trim().min(1, reworkMessages.cannotBeBlank).max(REWORK_LIMITS.harnessSerial);
export const controlNo = z.string().trim().max(15);
/** Every saved or imported DOI action is filed under a control no. */
const requiredControlNo = controlNo.min(1, reworkMessages.cannotBeBlank);

/** DOI record (spec 2 section 3): the harness, its part, and the action taken on it. */
export const doiRow = z.object({
  Id: z.number().int(),
  harnessSerialNo: z.string(),
  sewsPartNo: z.string(),
  designChange: z.string(),
  shortPartNo: z.string(),
  controlNo: z.string(),
  option: doiMode,
});
export type DoiRow = z.infer<typeof doiRow>;

const savedRow = z.object({ harnessSerialNo: serial, controlNo: requiredControlNo, option: doiMode });

export const DOIMaintenance = {
  /** The DOI records of the plant, newest first, filtered by mode and control no. */
  list: defineCall({
    service: 'doi',
    method: 'GET',
    path: SCREEN,
    access: doiAccess(SCREEN, 'read'),
    input: z.object({
      option: doiMode.optional(),
      controlNo: controlNo.optional(),
      skip: z.coerce.number().int().min(0).default(0),
      take: z.coerce.number().int().min(1).max(MAX_TAKE).default(10),
    }),
    response: z.object({ data: z.array(doiRow), totalCount: z.number().int() }),
  }),
  /** Whether the harness may take the mode now; data[0] fills the grid row. */
  checkHarnessSerialNo: defineCall({
    service: 'doi',
    method: 'GET',
    path: `${SCREEN}/CheckHarnessSerialNo`,
    access: doiAccess(SCREEN, 'read'),
    input: z.object({ controlNo: controlNo.optional(), harnessSerialNo: serial, option: doiMode }),
    response: z.object({
      isValid: z.boolean(),
      message: z.string(),
      data: z.array(doiRow.omit({ Id: true, harnessSerialNo: true })),
    }),
  }),
  /** Saves the grid's rows, posted as a bare array (spec 2 section 7), all or nothing. */
  save: defineCall({
    service: 'doi',
    method: 'POST',
    path: SCREEN,
    access: doiAccess(SCREEN, 'create'),
    input: z.array(savedRow).min(1).max(1000),
    response: z.object({ message: z.string() }),
  }),
  /**
   * A workbook holding only a column of serial numbers, all taking the mode; all or nothing. Its
   * first row may name the column or already be a serial.
   */
  import: defineCall({
    service: 'doi',
    method: 'POST',
    path: `${SCREEN}/Import`,
    access: doiAccess(SCREEN, 'create'),
    upload: true,
    // The spec writes them in the query: Import?controlNo&option&exportDate&exportTime.
    query: ['controlNo', 'option', 'exportDate', 'exportTime'],
    input: z.object({
      controlNo: requiredControlNo,
      option: doiMode,
      exportDate: reportDate,
      exportTime: z.string().max(8).optional(),
      file: uploadFile(['.xlsx'], doiMessages.fileType),
    }),
    response: z.object({ message: z.string(), saved: z.number().int() }),
  }),
};
