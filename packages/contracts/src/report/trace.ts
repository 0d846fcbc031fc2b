import { z } from 'zod';
import { defineCall } from '../call.js';
import { plantCalls } from '../plants.js';
import { col, dateRange, plantID, REPORT_MODULE, readReport } from './kit.js';
import { reportMessages } from './messages.js';

/**
 * Trace (module MISReports, /Trace, a screen of our own after the spec's reports): one search box
 * for a harness, box or pallet serial, an ASN, or a part number with a date range. Read with read
 * on any of the spec's reports (the permission tree derives its grant).
 */
export const TRACE_SCREEN = 'Trace';

/** What a serial or number turned out to be; `none` when the plant has nothing by it. */
export const traceKinds = ['harness', 'box', 'pallet', 'masterLabel', 'asn'] as const;
export type TraceKind = (typeof traceKinds)[number];

/**
 * The kind a text looks like from its shape: plant code, a letter, digits (JRZ1H000000001 a
 * harness, JRZ1B… a box, JRZ1P… a pallet, JRZ1M… a master label, JRZ1A… an ASN).
 */
export function kindLooksLike(text: string): TraceKind | null {
  const letter = /^[A-Z0-9]{4}([HBPMA])\d{5,}$/i.exec(text.trim())?.[1]?.toUpperCase();
  const byLetter: Record<string, TraceKind> = { H: 'harness', B: 'box', P: 'pallet', M: 'masterLabel', A: 'asn' };
  return letter ? (byLetter[letter] ?? null) : null;
}

const label = z.object({
  serial: z.string(),
  printedAt: col.maybeText,
  printedBy: col.maybeText,
  printerName: col.maybeText,
});

/**
 * Trace/Links?plantID&serial (our own call): the links of one serial or ASN that no spec report
 * carries by serial: the containers above it up to its ASN with their times, its relabels, DOI
 * records and returns. Only in the plant asked: a serial of another plant is `none`.
 */
export const traceLinks = z.object({
  kind: z.enum([...traceKinds, 'none']),
  harness: label.extend({ sewsPartNo: col.text, custPartNo: col.maybeText, mfgDate: col.text }).nullable(),
  box: label.extend({ sewsPartNo: col.text, quantity: col.int, packedAt: col.maybeText }).nullable(),
  pallet: label.extend({ loadedAt: col.maybeText }).nullable(),
  masterLabel: label.extend({ skidAt: col.maybeText, truckLoadAt: col.maybeText }).nullable(),
  asn: z
    .object({
      asnNumber: col.text,
      asnVersion: col.int,
      status: col.text,
      createdAt: col.text,
      shipDate: col.maybeText,
      deliverTo: col.text,
      customerId: col.maybeText,
      carrier: col.maybeText,
      truckInfo: col.maybeText,
    })
    .nullable(),
  /** Harness relabels (from a serial to another) and box relabels or re-inspections. */
  relabels: z.array(
    z.object({
      kind: z.enum(['harness', 'box']),
      from: col.maybeText,
      to: col.maybeText,
      boxSerialNo: col.maybeText,
      at: col.text,
      by: col.text,
    }),
  ),
  doi: z.array(z.object({ option: col.text, controlNo: col.text, at: col.text, by: col.text })),
  returns: z.array(
    z.object({
      returnAsnNumber: col.text,
      boxSerialNo: col.text,
      customerId: col.text,
      shipDate: col.text,
      receivedAt: col.maybeText,
      inspectedAt: col.maybeText,
      reshippedAt: col.maybeText,
    }),
  ),
});
export type TraceLinks = z.infer<typeof traceLinks>;

const traceText = z.string().trim().min(1, reportMessages.traceRequired).max(40);

/** What a step may say of itself (`detail`), each a column of the trace's export. */
export const traceDetailKeys = [
  'job',
  'screen',
  'printer',
  'user',
  'state',
  'confirmed',
  'reason',
  'reprintOf',
  'box',
  'via',
  'option',
  'controlNo',
  'mfgDate',
  'part',
  'pallet',
  'masterLabel',
  'truckLoadAt',
  'asn',
  'version',
  'status',
  'shipDate',
  'carrier',
  'truck',
  'transport',
  'dock',
  'deliverTo',
  'purpose',
  'isa13',
  'gs06',
  'st02',
  'result',
  'ack',
  'ackReason',
  'acknowledgedAt',
  'returnAsn',
  'customer',
  'inspectedAt',
  'reshippedAt',
] as const;
export type TraceDetailKey = (typeof traceDetailKeys)[number];

/** One step of a timeline; the web words it by `kind` from `detail`. */
export const traceStep = z.object({
  at: col.maybeText,
  kind: z.enum([
    'printed',
    'reprinted',
    'relabeledFrom',
    'relabeledTo',
    'reinspected',
    'doi',
    'packed',
    'palletized',
    'loaded',
    'shipped',
    'transmitted',
    'returned',
  ]),
  /** A serial or ASN this step names, which opens its own trace. */
  ref: col.maybeText,
  detail: z.partialRecord(z.enum(traceDetailKeys), z.union([z.string(), z.number(), z.null()])),
  /** The screen (permission key) where the step's record lives. */
  link: z.string().nullable(),
  /** The filters that screen opens with to show this step's record (its URL's search params). */
  filter: z.record(z.string(), z.string()),
});
export type TraceStep = z.infer<typeof traceStep>;

export interface TraceNode {
  kind: TraceKind;
  serial: string;
  /** Harnesses under it (a box's quantity, summed above). */
  count: number;
  children: TraceNode[];
}
export const traceNode: z.ZodType<TraceNode> = z.lazy(() =>
  z.object({ kind: z.enum(traceKinds), serial: z.string(), count: z.number().int(), children: z.array(traceNode) }),
);

/** Where a part went: each ASN of the range with its destination, quantity and the boxes behind it. */
export const tracePartRow = z.object({
  asnNumber: col.text,
  shipDate: col.maybeText,
  deliverTo: col.text,
  sewsPartNo: col.text,
  custPartNo: col.maybeText,
  qty: col.int,
  boxes: z.array(z.string()),
});
export type TracePartRow = z.infer<typeof tracePartRow>;

export const traceReply = z.discriminatedUnion('found', [
  z.object({
    found: z.literal('serial'),
    kind: z.enum(traceKinds),
    serial: z.string(),
    plantId: z.string(),
    timeline: z.array(traceStep),
    tree: traceNode.nullable(),
    /** Sources the user may not read, left out of the timeline (their screen keys). */
    hidden: z.array(z.string()),
  }),
  z.object({ found: z.literal('part'), part: z.string(), plantId: z.string(), rows: z.array(tracePartRow) }),
  z.object({
    found: z.literal('none'),
    text: z.string(),
    plantId: z.string(),
    looksLike: z.enum(traceKinds).nullable(),
  }),
]);
export type TraceReply = z.infer<typeof traceReply>;

/**
 * The columns of the trace's export (POST /api/export with procedure `report.Trace.search`), one
 * sheet of whichever the trace found: a serial's steps then its container's nodes (`step` the
 * node's kind, `in` the node above it), or where a part went.
 */
export const traceSheetFields = [
  'at',
  'step',
  'ref',
  'link',
  ...traceDetailKeys,
  'count',
  'in',
  'asnNumber',
  'deliverTo',
  'sewsPartNo',
  'custPartNo',
  'qty',
  'boxes',
] as const;
export type TraceSheetField = (typeof traceSheetFields)[number];

/**
 * The trace's search input: a serial or ASN alone, or a part number with its date range
 * (a range makes the text a part number).
 */
export const traceSearchInput = z.object({ plantID, text: traceText, ...dateRange }).superRefine((f, ctx) => {
  if (Boolean(f.dateFrom) !== Boolean(f.dateTo))
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: reportMessages.traceRange });
});
export type TraceSearchInput = z.output<typeof traceSearchInput>;

const read = readReport(TRACE_SCREEN);

/**
 * The trace itself: the gateway's procedure `report.Trace.search`, not a service call. It
 * composes the spec's report calls and Trace/Links with the user's token (gateway trace.ts).
 */
export const traceSearch = {
  name: 'report.Trace.search',
  access: read,
  input: traceSearchInput,
  response: traceReply,
} as const;

export const Trace = {
  ...plantCalls('report', REPORT_MODULE, TRACE_SCREEN),
  links: defineCall({
    service: 'report',
    method: 'GET',
    path: `${TRACE_SCREEN}/Links`,
    access: read,
    input: z.object({ plantID, serial: traceText }),
    response: traceLinks,
  }),
};
