import type { PrinterCondition } from '@fgss/contracts';

/** The flags of a Zebra host status (~HS) reply that decide whether a print may go. */
export interface HostStatus {
  paperOut: boolean;
  paused: boolean;
  bufferFull: boolean;
  headOpen: boolean;
}

export const HOST_STATUS_QUERY = '~HS';

const STX = '\x02';
const ETX = '\x03';

/**
 * The three strings a Zebra answers to ~HS (ZPL II manual, ~HS): string 1 is
 * aaa,b,c,dddd,eee,f,g,h,iii,j,k,l with b paper out, c pause, f buffer full; string 2 is
 * mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www with o head up (open); string 3 is xxxx,y.
 */
export function hostStatusReply(s: HostStatus, formatsInBuffer = 0): string {
  const flag = (b: boolean) => (b ? '1' : '0');
  const one = [
    '030',
    flag(s.paperOut),
    flag(s.paused),
    '1218',
    String(formatsInBuffer).padStart(3, '0'),
    flag(s.bufferFull),
    '0',
    '0',
    '000',
    '0',
    '0',
    '0',
  ];
  const two = ['001', '0', flag(s.headOpen), '0', '1', '2', '6', '0', '00000000', '1', '000'];
  const three = ['1234', '0'];
  return [one, two, three].map((fields) => `${STX}${fields.join(',')}${ETX}\r\n`).join('');
}

/** Whether a reply holds all three strings yet. */
export const hostStatusComplete = (text: string) => text.split(ETX).length > 3;

/** The flags of a ~HS reply; null when it is not one. */
export function parseHostStatus(text: string): HostStatus | null {
  const strings = text
    .split(ETX)
    .map((s) => s.slice(s.indexOf(STX) + 1).split(','))
    .slice(0, 3);
  const [one, two] = strings;
  if (!one || one.length < 12 || !two || two.length < 11) return null;
  return { paperOut: one[1] === '1', paused: one[2] === '1', bufferFull: one[5] === '1', headOpen: two[2] === '1' };
}

/** Every fault a status reports, what stops a print first, then what only slows it; none when ready. */
export function faultsOf(s: HostStatus): PrinterCondition[] {
  const order = ['headOpen', 'paperOut', 'paused', 'bufferFull'] as const;
  return order.filter((fault) => s[fault]);
}
