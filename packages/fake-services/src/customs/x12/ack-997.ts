import {
  type AckCode,
  ackReasonTexts,
  type ElementError,
  type SegmentError,
  type TransactionError,
} from '@fgss/contracts';

/** Who sent an interchange and its control numbers: ISA06, ISA08, ISA13, GS01, GS06, ST01, ST02. */
export interface Envelope {
  senderId: string;
  receiverId: string;
  interchange: number;
  functionalId: string;
  group: number;
  transactionSet: string;
  transaction: string;
}

/** What a partner found wrong: the AK5 code, and the segment (AK3) and element (AK4) at fault. */
export interface AckErrors {
  transaction: TransactionError;
  segment?: { id: string; position: number; code: SegmentError; element?: { position: number; code: ElementError } };
}

/** An interchange's segments as element lists; ISA's fourth character is the element separator, and the one after ISA16 ends segments. */
function segmentsOf(text: string): string[][] | null {
  if (!text.startsWith('ISA') || text.length < 4) return null;
  const separator = text[3] as string;
  let at = 0;
  for (let n = 0; n < 16 && at >= 0; n++) at = text.indexOf(separator, at + 1);
  const terminator = at < 0 ? undefined : text[at + 2];
  if (!terminator) return null;
  return text
    .split(terminator)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split(separator));
}

const find = (segments: string[][], id: string) => segments.find((s) => s[0] === id);

/** The envelope of the first transaction set of an interchange; null when it has no ISA, GS and ST. */
export function readEnvelope(text: string): Envelope | null {
  const segments = segmentsOf(text);
  const [isa, gs, st] = segments ? [find(segments, 'ISA'), find(segments, 'GS'), find(segments, 'ST')] : [];
  if (!isa || !gs || !st) return null;
  return {
    senderId: (isa[6] ?? '').trim(),
    receiverId: (isa[8] ?? '').trim(),
    interchange: Number(isa[13]),
    functionalId: gs[1] ?? '',
    group: Number(gs[6]),
    transactionSet: st[1] ?? '',
    transaction: st[2] ?? '',
  };
}

const fixed = (value: string | number, width: number) => String(value).padEnd(width).slice(0, width);
const digits = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * The functional acknowledgement (X12 004010 997) of the interchange `of`, from its receiver back
 * to its sender under the receiver's own control number `control`: AK1 names the group (GS01,
 * GS06), AK2 the transaction set (ST01, ST02), AK3/AK4 the segment and element at fault, AK5 the
 * set's verdict, AK9 the group's.
 */
export function ack997(of: Envelope, code: AckCode, errors: AckErrors | null, control: number, now: Date): string {
  const stamp = now.toISOString();
  const [date, time] = [stamp.slice(0, 10).replaceAll('-', ''), stamp.slice(11, 16).replace(':', '')];
  const fault = code === 'A' ? null : errors;
  const body = [
    ['ST', '997', '0001'],
    ['AK1', of.functionalId, of.group],
    ['AK2', of.transactionSet, of.transaction],
    ...(fault?.segment
      ? [
          ['AK3', fault.segment.id, fault.segment.position, '', fault.segment.code],
          ...(fault.segment.element ? [['AK4', fault.segment.element.position, '', fault.segment.element.code]] : []),
        ]
      : []),
    ['AK5', code, ...(fault ? [fault.transaction] : [])],
    ['AK9', code, 1, 1, code === 'R' ? 0 : 1],
  ];
  const segments = [
    [
      'ISA',
      '00',
      fixed('', 10),
      '00',
      fixed('', 10),
      'ZZ',
      fixed(of.receiverId, 15),
      'ZZ',
      fixed(of.senderId, 15),
      date.slice(2),
      time,
      'U',
      '00401',
      digits(control, 9),
      '0',
      'P',
      '>',
    ],
    ['GS', 'FA', of.receiverId, of.senderId, date, time, control, 'X', '004010'],
    ...body,
    ['SE', body.length + 1, '0001'],
    ['GE', 1, control],
    ['IEA', 1, digits(control, 9)],
  ];
  return segments.map((s) => `${s.join('*')}~`).join('');
}

/** A 997 as the plant reads it: for whom, which group and set it answers, the verdict and its reasons in plain words. */
export interface ReadAck {
  receiverId: string;
  group: number;
  transaction: string;
  code: AckCode;
  reason: string;
}

/** Reads a 997; null when the text is not one. */
export function read997(text: string): ReadAck | null {
  const segments = segmentsOf(text);
  const envelope = segments && readEnvelope(text);
  const [ak1, ak2, ak5] = segments ? [find(segments, 'AK1'), find(segments, 'AK2'), find(segments, 'AK5')] : [];
  const code = ak5?.[1];
  if (
    !segments ||
    envelope?.transactionSet !== '997' ||
    !ak1 ||
    !ak2 ||
    !(code === 'A' || code === 'E' || code === 'R')
  )
    return null;
  const reasons: string[] = [];
  for (const s of segments) {
    const [id, a = '', b = '', , d = ''] = s;
    if (id === 'AK3') reasons.push(ackReasonTexts.segment(a, Number(b), d));
    if (id === 'AK4') reasons.push(ackReasonTexts.element(Number(a), s[3] ?? ''));
  }
  for (const c of ak5?.slice(2).filter(Boolean) ?? []) reasons.push(ackReasonTexts.transaction(c));
  return {
    receiverId: envelope.receiverId,
    group: Number(ak1[2]),
    transaction: ak2[2] ?? '',
    code,
    reason: reasons.join('\n'),
  };
}
