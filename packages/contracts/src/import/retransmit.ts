import { z } from 'zod';
import { defineCall } from '../call.js';
import { boolish } from '../grid/load-options.js';
import { col, reportDate, reportLookup, reportSearch } from '../report/kit.js';
import { ackState } from './acknowledgement.js';
import { importExportMessages } from './messages.js';

export const IMPORT_EXPORT_MODULE = 'ImportExport';
export const importExportAccess = (screen: string, action: 'read' | 'create' | 'update') =>
  ({ kind: 'screen', module: IMPORT_EXPORT_MODULE, screen, action }) as const;

/** Spec 3 section 9: a retransmit may take 5 minutes, and the user may retry it 3 times. */
export const RETRANSMIT_TIMEOUT_MS = 5 * 60 * 1000;
export const RETRANSMIT_MAX_RETRIES = 3;

/** What became of one transmission of an ASN to the customs gateway ('invalid': checked and not sent). */
export const TRANSMISSION_RESULTS = ['accepted', 'refused', 'unreachable', 'timeout', 'invalid'] as const;
export type TransmissionResult = (typeof TRANSMISSION_RESULTS)[number];

/** An ASN with its last transmission to customs (empty when it was never retransmitted). */
const asnRow = {
  id: col.int,
  plantCode: col.text,
  asnNumber: col.text,
  asnVersion: col.int,
  shipDate: col.text,
  lastTransmittedAt: col.maybeText,
  lastResult: col.maybeText,
  lastUser: col.maybeText,
  /** Where the last transmission stands with the partner (AckState), null when never sent. */
  ackState: col.maybeText,
  /** The partner's reasons of a rejection or an acceptance with errors, one per line. */
  ackReason: col.maybeText,
  /** A stored value that stops the ASN's 856, with the master to fix it in; null when none does. */
  problem: col.maybeText,
};
export const RETRANSMIT_COLUMNS = Object.keys(asnRow).filter((c) => c !== 'id') as (keyof typeof asnRow)[];

/** One transmission as the plant history keeps it. */
export const transmission = z.object({
  asnNumber: z.string(),
  asnVersion: z.number().int(),
  transmittedAt: z.string(),
  userId: z.string(),
  result: z.enum(TRANSMISSION_RESULTS),
  detail: z.string(),
  /** BSN01: '00' original, '05' replacement of an ASN the partner had accepted. */
  purpose: z.enum(['00', '05']),
  ackState,
  ackReason: z.string(),
});
export type Transmission = z.infer<typeof transmission>;

const retransmitReply = z.object({ message: z.string(), transmissions: z.array(transmission) });
const asnNumber = z.string().trim().max(30);
const blank = { message: importExportMessages.cannotBeBlank };

const CENTRAL = 'RetransmitASNCentraltoCustoms';
const SINGLE = 'RetransmitASNtoCustoms';

/**
 * Retransmit ASN Central to Customs (spec 3 sections 2.3, 7): the shipped ASNs of a ship date,
 * and their retransmission, one ASN or all of the date. Retransmitting needs update: it sends
 * the plant's record again.
 */
export const RetransmitASNCentraltoCustoms = {
  asnNumbers: {
    ...reportSearch(CENTRAL, 'RetransmitASNCentralToCustoms/AsnNumbers', {
      filters: { date: reportDate.refine((d) => d !== undefined, blank) },
      row: asnRow,
      columns: () => RETRANSMIT_COLUMNS,
    }),
    service: 'import' as const,
    access: importExportAccess(CENTRAL, 'read'),
  },
  retransmit: defineCall({
    service: 'import',
    method: 'POST',
    path: 'RetransmitASNCentralToCustoms/Retransmit',
    access: importExportAccess(CENTRAL, 'update'),
    timeoutMs: RETRANSMIT_TIMEOUT_MS,
    query: ['asnNumber', 'date', 'all'],
    input: z
      .object({
        date: reportDate.refine((d) => d !== undefined, blank),
        asnNumber: asnNumber.optional(),
        all: boolish.default(false),
      })
      .refine((q) => q.all || Boolean(q.asnNumber), { ...blank, path: ['asnNumber'] }),
    response: retransmitReply,
  }),
};

/** Retransmit ASN to Customs: any shipped ASN of the server, one at a time. */
export const RetransmitASNtoCustoms = {
  asnNumbers: {
    ...reportLookup(SINGLE, 'RetransmitASNToCustoms/AsnNumbers', {}),
    service: 'import' as const,
    access: importExportAccess(SINGLE, 'read'),
  },
  retransmit: defineCall({
    service: 'import',
    method: 'POST',
    path: 'RetransmitASNToCustoms/Retransmit',
    access: importExportAccess(SINGLE, 'update'),
    timeoutMs: RETRANSMIT_TIMEOUT_MS,
    query: ['asnNumber'],
    input: z.object({ asnNumber: asnNumber.min(1, importExportMessages.cannotBeBlank) }),
    response: retransmitReply,
  }),
  /** Our own call (the spec names none): the chosen ASN's last transmission, and what stops it, shown beside it. */
  lastTransmission: defineCall({
    service: 'import',
    method: 'GET',
    path: 'RetransmitASNToCustoms/LastTransmission',
    access: importExportAccess(SINGLE, 'read'),
    query: ['asnNumber'],
    input: z.object({ asnNumber: asnNumber.min(1, importExportMessages.cannotBeBlank) }),
    response: z.object({
      transmission: transmission.nullable(),
      /** A stored value that stops the ASN's 856, with the master to fix it in; null when none does. */
      problem: z.string().nullable(),
    }),
  }),
};
