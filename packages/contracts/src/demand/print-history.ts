import { z } from 'zod';
import { defineCall } from '../call.js';
import { defineEntity } from '../grid/entity.js';
import { loadOptions, rowsReply } from '../grid/load-options.js';
import { DEMAND_MODULE, PRINT_SCREENS } from './print-screen.js';
import { labelPreview, printReply } from './replies.js';

/**
 * A print job's state. reserved: its serials are taken, nothing sent yet; sending: bytes are
 * going out; sent: the printer took the whole job; failed: nothing reached the printer and the
 * serials went back; unknown: it failed after the first byte, or the service stopped, so the
 * printer may have printed it and its serials stay spent.
 */
export const printJobStates = ['reserved', 'sending', 'sent', 'failed', 'unknown'] as const;
export type PrintJobState = (typeof printJobStates)[number];

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
    reprintOf: { kind: 'int', label: 'Reprint Of', readOnly: true },
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
    access: { ...read, screens: REPRINT_SCREENS, action: 'update', screenIn: 'screen' },
    input: jobId.extend({ screen: z.enum(REPRINT_SCREENS) }),
    response: printReply,
  }),
};
