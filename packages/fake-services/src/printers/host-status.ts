import type { PrinterCondition } from '@fgss/contracts';

/** The flags of a Zebra host status (~HS) reply that decide whether a print may go. */
export interface HostStatus {
  paperOut: boolean;
  paused: boolean;
  bufferFull: boolean;
  headOpen: boolean;
  ribbonOut: boolean;
}

/** What ~HS also counts: formats received and not printed, labels of the batch still to print. */
export interface HostStatusCounts {
  formatsInBuffer: number;
  labelsRemaining: number;
}

export const HOST_STATUS_QUERY = '~HS';

export const STX = '\x02';
export const ETX = '\x03';

/**
 * The three strings a Zebra answers to ~HS (ZPL II manual, ~HS): string 1 is
 * aaa,b,c,dddd,eee,f,g,h,iii,j,k,l with b paper out, c pause, eee formats in the receive buffer,
 * f buffer full; string 2 is mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www with o head up (open), p ribbon
 * out, uuuuuuuu labels remaining in the batch; string 3 is xxxx,y.
 */
export function hostStatusReply(s: HostStatus, counts: HostStatusCounts = { formatsInBuffer: 0, labelsRemaining: 0 }) {
  const flag = (b: boolean) => (b ? '1' : '0');
  const one = [
    '030',
    flag(s.paperOut),
    flag(s.paused),
    '1218',
    String(Math.min(counts.formatsInBuffer, 999)).padStart(3, '0'),
    flag(s.bufferFull),
    '0',
    '0',
    '000',
    '0',
    '0',
    '0',
  ];
  const two = [
    '001',
    '0',
    flag(s.headOpen),
    flag(s.ribbonOut),
    '1',
    '2',
    '6',
    '0',
    String(Math.min(counts.labelsRemaining, 99_999_999)).padStart(8, '0'),
    '1',
    '000',
  ];
  const three = ['1234', '0'];
  return [one, two, three].map((fields) => `${STX}${fields.join(',')}${ETX}\r\n`).join('');
}

/** Whether a reply holds all three strings yet. */
export const hostStatusComplete = (text: string) => text.split(ETX).length > 3;

/** The flags and counts of a ~HS reply (the first three STX…ETX strings of `text`); null when it is not one. */
export function parseHostStatus(text: string): (HostStatus & HostStatusCounts) | null {
  const strings = text
    .split(ETX)
    .map((s) => s.slice(s.indexOf(STX) + 1).split(','))
    .slice(0, 3);
  const [one, two] = strings;
  if (!one || one.length < 12 || !two || two.length < 11) return null;
  return {
    paperOut: one[1] === '1',
    paused: one[2] === '1',
    bufferFull: one[5] === '1',
    headOpen: two[2] === '1',
    ribbonOut: two[3] === '1',
    formatsInBuffer: Number(one[4]) || 0,
    labelsRemaining: Number(two[8]) || 0,
  };
}

/** Every fault a status reports, what stops a print first, then what only slows it; none when ready. */
export function faultsOf(s: HostStatus): PrinterCondition[] {
  const order = ['headOpen', 'paperOut', 'ribbonOut', 'paused', 'bufferFull'] as const;
  return order.filter((fault) => s[fault]);
}
