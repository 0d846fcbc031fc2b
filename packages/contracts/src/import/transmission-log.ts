import { z } from 'zod';
import { defineCall } from '../call.js';
import { col, dateRange, reportSearch, text } from '../report/kit.js';
import { ackState } from './acknowledgement.js';
import { IMPORT_EXPORT_MODULE, TRANSMISSION_RESULTS } from './retransmit.js';

/** The retransmit screens, whose read right opens the log (it has no grant of its own). */
export const RETRANSMIT_SCREENS = ['RetransmitASNCentraltoCustoms', 'RetransmitASNtoCustoms'] as const;
const SCREEN = 'TransmissionLog';
const read = { kind: 'anyScreen', module: IMPORT_EXPORT_MODULE, screens: RETRANSMIT_SCREENS, action: 'read' } as const;

/** BSN01 of the 856 as the log names it: '00' an original, '05' a replacement of an accepted ASN. */
export const TRANSMISSION_PURPOSES = { '00': 'original', '05': 'replacement' } as const;
export const transmissionPurpose = z.enum(['original', 'replacement']);
export type TransmissionPurpose = z.infer<typeof transmissionPurpose>;

/** One interchange sent (or tried) to customs, with its X12 control numbers and the partner's 997. */
const logRow = {
  id: col.int,
  asnNumber: col.text,
  asnVersion: col.int,
  plantCode: col.text,
  transmittedAt: col.text,
  userId: col.text,
  purpose: transmissionPurpose,
  senderId: col.maybeText,
  /** ISA13 as the envelope writes it (nine digits). */
  interchangeControl: col.maybeText,
  groupControl: col.maybeInt,
  transactionControl: col.maybeText,
  /** The customs gateway's HTTP answer: accepted (delivered), refused, unreachable or timeout, and its detail. */
  result: z.enum(TRANSMISSION_RESULTS),
  detail: col.text,
  ackState,
  ackReason: col.text,
  acknowledgedAt: col.maybeText,
};
export type TransmissionLogField = keyof typeof logRow;

const column = <F extends TransmissionLogField>(field: F, label: string) => ({ field, label });
/** The log's columns in the grid's order, with their headers (their Spanish is in the web's spec-es). */
export const TRANSMISSION_LOG_COLUMNS = [
  column('asnNumber', 'ASN Number'),
  column('asnVersion', 'Version'),
  column('plantCode', 'Plant'),
  column('transmittedAt', 'Transmitted At'),
  column('userId', 'User'),
  column('purpose', 'Purpose'),
  // The state before the envelope's numbers: what needs the user shows without scrolling.
  column('ackState', 'State'),
  column('ackReason', '997 Reason'),
  column('acknowledgedAt', 'Acknowledged At'),
  column('senderId', 'Sender'),
  column('interchangeControl', 'ISA13'),
  column('groupControl', 'GS06'),
  column('transactionControl', 'ST02'),
  column('result', 'HTTP Result'),
  column('detail', 'HTTP Detail'),
];

/** The X12 856 interchange as sent, and the partner's 997 (null before one came). */
export const transmissionDocument = z.object({
  id: z.number().int(),
  asnNumber: z.string(),
  document: z.string(),
  ackDocument: z.string().nullable(),
});
export type TransmissionDocument = z.infer<typeof transmissionDocument>;

/**
 * Transmission Log (module ImportExport, /TransmissionLog, a screen of our own beside the
 * retransmit screens): every interchange sent to customs, newest first, found by ASN and by the
 * day it was sent; each one's 856 and 997 shown on request.
 */
export const TransmissionLog = {
  search: {
    ...reportSearch(SCREEN, SCREEN, {
      filters: { asnNumber: text(30).transform((v) => v?.toUpperCase()), ...dateRange },
      row: logRow,
      columns: () => TRANSMISSION_LOG_COLUMNS.map((c) => c.field),
    }),
    service: 'import' as const,
    access: read,
  },
  document: defineCall({
    service: 'import',
    method: 'GET',
    path: `${SCREEN}/Document`,
    access: read,
    input: z.object({ id: z.coerce.number().int().positive() }),
    response: transmissionDocument,
  }),
};
