import { plantTime } from '../../clock.js';
import { COMPONENT, ELEMENT, SEGMENT } from './segments.js';

/** Who sends to whom under which control numbers, and when. */
export interface EnvelopeOf {
  senderId: string;
  receiverId: string;
  interchange: number;
  group: number;
  now: Date;
}

/**
 * One transaction set (ST to SE) in its X12 004010 envelopes: the ISA of fixed widths (106
 * characters with its terminator: no authorization or security, 'ZZ' mutually defined ids padded
 * to 15, yymmdd and hhmm, 'U', 00401, a 9-digit control number, no TA1 asked, production, ISA16
 * the component separator), the GS of a ship notice (SH) and their trailers counting one each.
 */
export function envelope(transactionSet: string[], e: EnvelopeOf): string {
  const [date, time] = plantTime(e.now).split(' ') as [string, string];
  const ccyymmdd = date.replaceAll('-', '');
  const hhmm = time.slice(0, 5).replace(':', '');
  const control = String(e.interchange).padStart(9, '0');
  const isa = [
    'ISA',
    '00',
    ''.padEnd(10),
    '00',
    ''.padEnd(10),
    'ZZ',
    e.senderId.padEnd(15),
    'ZZ',
    e.receiverId.padEnd(15),
    ccyymmdd.slice(2),
    hhmm,
    'U',
    '00401',
    control,
    '0',
    'P',
    COMPONENT,
  ];
  const gs = ['GS', 'SH', e.senderId, e.receiverId, ccyymmdd, hhmm, e.group, 'X', '004010'];
  const segments = [isa.join(ELEMENT), gs.join(ELEMENT), ...transactionSet, `GE*1*${e.group}`, `IEA*1*${control}`];
  return segments.join(SEGMENT) + SEGMENT;
}
