import { ETX, STX } from './host-status.js';

/**
 * The other replies a Zebra gives when asked how it is, as the ZPL II programming guide and the
 * SGD reference write them (besides ~HS, see host-status.ts):
 *
 * - `~HI` (host identification): `<STX>ZT610-600dpi,V72.20.21Z,24,8192KB<ETX>`: model,
 *   firmware, dots per mm (8, 12 or 24), memory.
 * - `~HQES` (host query, extended status):
 *   `<STX><CR><LF>PRINTER STATUS<CR><LF>   ERRORS:         1 00000000 00000005<CR><LF>`
 *   `   WARNINGS:       0 00000000 00000000<CR><LF><ETX><CR><LF>`: after ERRORS, 1 when any
 *   error is set, then two groups of hex flags; the second group's bits are media out 1,
 *   ribbon out 2, head open 4 (so paper out with the head open is 00000005).
 * - `! U1 getvar "odometer.total_label_count"` (SGD, ended by CR LF): `"123"`, the labels the
 *   printer has printed since it was made, in double quotes.
 * - `~JA` (cancel all) drops every format still waiting to print; it answers nothing.
 */
export const IDENTIFY = '~HI';
export const EXTENDED_STATUS = '~HQES';
export const CANCEL_ALL = '~JA';
export const LABEL_COUNT_VARIABLE = 'odometer.total_label_count';
export const LABEL_COUNT_QUERY = `! U1 getvar "${LABEL_COUNT_VARIABLE}"\r\n`;

export interface PrinterIdentity {
  model: string;
  firmware: string;
  /** 8, 12 or 24 (203, 300 or 600 dpi). */
  dotsPerMm: number;
}

export const identityReply = (p: PrinterIdentity) => `${STX}${p.model},${p.firmware},${p.dotsPerMm},8192KB${ETX}\r\n`;

export interface ExtendedStatus {
  paperOut: boolean;
  ribbonOut: boolean;
  headOpen: boolean;
}

const ERROR_BITS = { paperOut: 1, ribbonOut: 2, headOpen: 4 } as const;

export function extendedStatusReply(s: ExtendedStatus): string {
  const flags = (Object.keys(ERROR_BITS) as (keyof ExtendedStatus)[]).reduce(
    (sum, k) => sum | (s[k] ? ERROR_BITS[k] : 0),
    0,
  );
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
  return [
    STX,
    'PRINTER STATUS',
    `   ERRORS:         ${flags ? 1 : 0} ${hex(0)} ${hex(flags)}`,
    `   WARNINGS:       0 ${hex(0)} ${hex(0)}`,
    `${ETX}`,
  ]
    .join('\r\n')
    .concat('\r\n');
}

export const labelCountReply = (count: number) => `"${count}"`;

/** The identity in a ~HI reply; null when there is none. */
export function parseIdentity(text: string): PrinterIdentity | null {
  const match = new RegExp(`${STX}([^,${ETX}]+),([^,${ETX}]*),(\\d+)[^${ETX}]*${ETX}`).exec(text);
  if (!match) return null;
  return { model: match[1] as string, firmware: match[2] as string, dotsPerMm: Number(match[3]) };
}

/** The error flags of a ~HQES reply; null when there is none. */
export function parseExtendedStatus(text: string): ExtendedStatus | null {
  const match = /ERRORS:\s+\d\s+[0-9A-Fa-f]{8}\s+([0-9A-Fa-f]{8})/.exec(text);
  if (!match) return null;
  const flags = Number.parseInt(match[1] as string, 16);
  return {
    paperOut: (flags & ERROR_BITS.paperOut) !== 0,
    ribbonOut: (flags & ERROR_BITS.ribbonOut) !== 0,
    headOpen: (flags & ERROR_BITS.headOpen) !== 0,
  };
}

/** The label counter of a getvar reply (a number in double quotes); null when there is none. */
export function parseLabelCount(text: string): number | null {
  const match = /"(\d+)"/.exec(text);
  return match ? Number(match[1]) : null;
}
