import { HOST_STATUS_QUERY } from './host-status.js';
import { CANCEL_ALL, EXTENDED_STATUS, IDENTIFY } from './printer-replies.js';

/** What a printer makes of the bytes of a connection, piece by piece. */
export type ZplPiece =
  | { kind: 'command'; command: (typeof COMMANDS)[number] }
  | { kind: 'getvar'; name: string }
  | { kind: 'format'; text: string; labels: number }
  | { kind: 'other'; text: string };

/** The control commands a virtual printer acts on outside a format (longest first). */
const COMMANDS = [EXTENDED_STATUS, IDENTIFY, HOST_STATUS_QUERY, CANCEL_ALL] as const;
const FORMAT_START = '^XA';
const FORMAT_END = '^XZ';

/** Labels a format prints: the quantity of its ^PQ (1 without one). */
const labelsOf = (format: string) => Number(/\^PQ(\d+)/.exec(format)?.[1] ?? 1) || 1;

/**
 * Splits what a connection sends into formats (^XA…^XZ), control commands and SGD getvar lines,
 * across chunks: a piece cut between two chunks waits for the rest.
 */
export class ZplStream {
  private pending = '';
  /** Where the unread part of `pending` starts (cut once per push, not per piece: jobs are large). */
  private at = 0;

  push(text: string): ZplPiece[] {
    this.pending = this.pending.slice(this.at) + text;
    this.at = 0;
    const pieces: ZplPiece[] = [];
    for (;;) {
      const piece = this.next(this.pending.slice(this.at, this.at + 64));
      if (!piece) return pieces;
      pieces.push(piece);
    }
  }

  private take(length: number): string {
    const text = this.pending.slice(this.at, this.at + length);
    this.at += length;
    return text;
  }

  /** The next piece; `p` is the start of what is unread. */
  private next(p: string): ZplPiece | null {
    if (p === '') return null;
    if (p.startsWith(FORMAT_START)) {
      const end = this.pending.indexOf(FORMAT_END, this.at);
      if (end < 0) return null;
      const text = this.take(end - this.at + FORMAT_END.length);
      return { kind: 'format', text, labels: labelsOf(text) };
    }
    if (p.startsWith('~')) {
      const command = COMMANDS.find((c) => p.startsWith(c));
      if (command) {
        this.take(command.length);
        return { kind: 'command', command };
      }
      if (COMMANDS.some((c) => c.startsWith(p))) return null;
    }
    if (p.startsWith('!')) {
      const end = this.pending.indexOf('\n', this.at);
      if (end < 0) return null;
      const line = this.take(end - this.at + 1);
      const name = /^! U1 getvar "([^"]+)"/.exec(line)?.[1];
      return name ? { kind: 'getvar', name } : { kind: 'other', text: line };
    }
    if (FORMAT_START.startsWith(p)) return null;
    // Anything else up to the next thing that may start a piece.
    const starts = /[\^~!]/g;
    starts.lastIndex = this.at + 1;
    const next = starts.exec(this.pending)?.index ?? this.pending.length;
    return { kind: 'other', text: this.take(next - this.at) };
  }
}
