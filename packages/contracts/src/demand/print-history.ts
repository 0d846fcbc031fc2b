import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineEntity } from '../grid/entity.js';
import { loadOptions, rowsReply } from '../grid/load-options.js';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../input-safety.js';
import { DEMAND_MODULE, PRINT_SCREENS } from './print-screen.js';
import { labelPreview, printReply } from './replies.js';

/**
 * A print job's state. reserved: its serials are taken, nothing sent yet; sending: bytes are
 * going out; sent: the printer took the whole job and has not yet counted all its labels out;
 * printed: the printer's label counter confirms every label came out (or a user confirmed it
 * after checking the printer); partlyPrinted: the printer stopped on a fault after some labels,
 * and the job knows exactly which serials came out; failed: nothing reached the printer and the
 * serials went back; unknown: it failed after the first byte and the printer could not be
 * asked, or the service stopped, so the printer may have printed it and its serials stay spent.
 */
export const printJobStates = ['reserved', 'sending', 'sent', 'printed', 'partlyPrinted', 'failed', 'unknown'] as const;
export type PrintJobState = (typeof printJobStates)[number];
/** Jobs a shift lead must look at: some labels may be missing. */
export const ATTENTION_STATES = ['partlyPrinted', 'unknown'] as const satisfies readonly PrintJobState[];

/** Why a label is printed again (governed reprints): recorded with the user and the time. */
export const reprintReasons = ['damaged', 'jam', 'lost', 'test', 'other'] as const;
export type ReprintReason = (typeof reprintReasons)[number];

const ro = (label: string) => ({ kind: 'text', label, readOnly: true }) as const;

/** Print History (module DemandPrinting, /PrintHistory): every print job of the server. */
export const PrintJobRow = defineEntity({
  name: 'PrintHistory',
  title: 'Print History',
  fields: {
    id: { kind: 'id', label: 'Job' },
    printedAt: ro('Time'),
    userId: ro('User'),
    screen: ro('Screen'),
    printerName: ro('Printer'),
    sewsPartNo: ro('Part'),
    sewsDesignLevel: ro('Design Level'),
    firstSerial: ro('First Serial'),
    lastSerial: ro('Last Serial'),
    labels: { kind: 'int', label: 'Labels', readOnly: true },
    copies: { kind: 'int', label: 'Copies', readOnly: true },
    state: ro('State'),
    /** Labels (copies included) the printer counted out for this job. */
    printedLabels: { kind: 'int', label: 'Labels Out', readOnly: true },
    reprintOf: { kind: 'int', label: 'Reprint Of', readOnly: true },
    reprintReason: ro('Reprint Reason'),
    reprintNote: ro('Reprint Note'),
    /** The job whose missing serials this job printed. */
    missingOf: { kind: 'int', label: 'Missing Of', readOnly: true },
    /** The user who confirmed, after checking the printer, that the job's labels came out. */
    confirmedBy: ro('Confirmed By'),
    message: ro('Message'),
  },
  unique: ['id'],
  defaultSort: [{ selector: 'id', desc: true }],
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is yyyy-MM-dd')
  .optional();
const blankless = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** The filters of Print History beside the grid's load options; blank ones filter nothing. */
export const printHistoryFilters = z.object({
  dateFrom: day,
  dateTo: day,
  printerName: blankless(30),
  userId: blankless(50),
  state: z.enum(printJobStates).optional(),
  /** A serial the job holds (its range contains it), e.g. JRZ1B00000731. */
  serial: blankless(30).transform((v) => v?.toUpperCase()),
});

/** A job's exact bytes as sent to the printer, and its first label drawn. */
export const printJobPreview = z.object({ id: z.number().int(), zpl: z.string(), preview: labelPreview });

const read = { kind: 'anyScreen', module: DEMAND_MODULE, screens: PRINT_SCREENS, action: 'read' } as const;
/**
 * The screens whose jobs Print History reprints: the print screens and the harness relabel, whose
 * prints are jobs too (module ReworkReinspection: the access check takes each screen's own module).
 */
export const REPRINT_SCREENS = [...PRINT_SCREENS, 'HarnessLabelRelabel'] as const;
export type ReprintScreen = (typeof REPRINT_SCREENS)[number];
const jobId = z.object({ id: z.coerce.number().int().positive() });
const jobOfScreen = jobId.extend({ screen: z.enum(REPRINT_SCREENS) });
const update = { ...read, screens: REPRINT_SCREENS, action: 'update', screenIn: 'screen' } as const;

export const reprintMessages = {
  noteRequired: 'Say why the label is printed again.',
} as const;

/** Words a reader sees: a letter or a digit, not only spaces or punctuation. */
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** A reprint says why; 'other' says it in words (stored with the user and the time). */
export const reprintInput = jobOfScreen
  .extend({
    reason: z.enum(reprintReasons),
    note: z
      .string()
      .trim()
      .max(200)
      .refine((v) => !hasControlCharacter(v), `Note ${CONTROL_CHARACTER_MESSAGE}`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !hasWords(v.note ?? ''))
      ctx.addIssue({ code: 'custom', path: ['note'], message: reprintMessages.noteRequired });
  });

/** What a job's confirmation answers: the job's new state and the message to show. */
export const jobSettled = z.object({ id: z.number().int(), state: z.enum(printJobStates), message: z.string() });

export const PrintHistory = {
  list: defineCall({
    service: 'demand',
    method: 'GET',
    path: 'PrintHistory',
    access: read,
    input: z.intersection(loadOptions(PrintJobRow.columns), printHistoryFilters),
    // Never grouped: the screen is a report of jobs.
    response: rowsReply(PrintJobRow.row),
  }),
  preview: defineCall({
    service: 'demand',
    method: 'GET',
    path: 'PrintHistory/Preview',
    access: read,
    input: jobId,
    response: printJobPreview,
  }),
  /**
   * Sends a job's serials again, as a new job pointing at the original. `screen` is the screen
   * that printed the job: the caller needs update on it, and the service checks it is the job's.
   */
  reprint: defineCall({
    service: 'demand',
    method: 'POST',
    path: 'PrintHistory/Reprint',
    access: update,
    input: reprintInput,
    response: printReply,
  }),
  /**
   * Prints the serials a partly printed (or unknown) job did not get out, on `printerName`, the
   * job's printer or another ZPL printer of the plant: the same serials, never new ones, and only
   * once per job (a second call is refused). The original printer is told to cancel what it still
   * holds first, so a printer that resumes cannot print them too.
   */
  printMissing: defineCall({
    service: 'demand',
    method: 'POST',
    path: 'PrintHistory/PrintMissing',
    access: update,
    input: jobOfScreen.extend({ printerName: z.string().trim().min(1).max(30) }),
    response: printReply,
  }),
  /** A user checked the printer: every label of a partly printed or unknown job came out. */
  confirm: defineCall({
    service: 'demand',
    method: 'POST',
    path: 'PrintHistory/Confirm',
    access: update,
    input: jobOfScreen,
    response: jobSettled,
  }),
};
