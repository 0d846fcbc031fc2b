import { z } from 'zod';

/**
 * Where a transmission stands with the trading partner: delivered and waiting for its 997
 * ('sent'), acknowledged ('accepted', 'acceptedWithErrors', 'rejected'), waiting longer than the
 * plant allows ('overdue'), or never delivered ('failed': refused, unreachable, no answer).
 */
export const ACK_STATES = ['sent', 'accepted', 'acceptedWithErrors', 'rejected', 'overdue', 'failed'] as const;
export type AckState = (typeof ACK_STATES)[number];
export const ackState = z.enum(ACK_STATES);

/** Minutes a delivered interchange may wait for its 997 before it is overdue (FGSS_ASN_ACK_OVERDUE_MINUTES). */
export const DEFAULT_ACK_OVERDUE_MINUTES = 60;

/** AK5/AK9 code: the partner's verdict on a transaction set or group. */
export const ACK_CODES = { A: 'accepted', E: 'acceptedWithErrors', R: 'rejected' } as const;
export type AckCode = keyof typeof ACK_CODES;

/** X12 004010 AK502: why a transaction set was rejected or accepted with errors. */
export const TRANSACTION_ERRORS = {
  '1': 'Transaction set not supported',
  '2': 'Transaction set trailer missing',
  '3': 'Transaction set control number in header and trailer do not match',
  '4': 'Number of included segments does not match actual count',
  '5': 'One or more segments in error',
  '6': 'Missing or invalid transaction set identifier',
  '7': 'Missing or invalid transaction set control number',
} as const;
/** X12 004010 AK304: what is wrong with a segment. */
export const SEGMENT_ERRORS = {
  '1': 'Unrecognized segment ID',
  '2': 'Unexpected segment',
  '3': 'Mandatory segment missing',
  '4': 'Loop occurs over maximum times',
  '5': 'Segment exceeds maximum use',
  '6': 'Segment not in defined transaction set',
  '7': 'Segment not in proper sequence',
  '8': 'Segment has data element errors',
} as const;
/** X12 004010 AK403: what is wrong with a data element. */
export const ELEMENT_ERRORS = {
  '1': 'Mandatory data element missing',
  '2': 'Conditional required data element missing',
  '3': 'Too many data elements',
  '4': 'Data element too short',
  '5': 'Data element too long',
  '6': 'Invalid character in data element',
  '7': 'Invalid code value',
  '8': 'Invalid date',
  '9': 'Invalid time',
  '10': 'Exclusion condition violated',
} as const;
export type TransactionError = keyof typeof TRANSACTION_ERRORS;
export type SegmentError = keyof typeof SEGMENT_ERRORS;
export type ElementError = keyof typeof ELEMENT_ERRORS;

const meaning = (codes: Record<string, string>, code: string) => codes[code] ?? 'Unknown error';
/** The partner's reasons in plain words, one line each (the web translates each line). */
export const ackReasonTexts = {
  transaction: (code: string) => `${meaning(TRANSACTION_ERRORS, code)} (AK5 ${code}).`,
  segment: (id: string, position: number, code: string) =>
    `Segment ${id} at position ${position}: ${meaning(SEGMENT_ERRORS, code)} (AK3 ${code}).`,
  element: (position: number, code: string) => `Element ${position}: ${meaning(ELEMENT_ERRORS, code)} (AK4 ${code}).`,
};
