import { connect } from 'node:net';
import { printerMessages } from '@fgss/contracts';

export interface PrinterAddress {
  name: string;
  /** The host as the Label Printer master names it, for messages. */
  host: string;
  /** The checked address connected to. */
  address: string;
  port: number;
}

/** How long a printer may stay silent (connecting, taking the job, closing) before we give up. */
export const PRINTER_TIMEOUT_MS = 5000;

/**
 * A send that failed. `started` tells whether any byte may have reached the printer: before the
 * connection was made nothing did and the serials can go back; after it, the outcome is unknown.
 */
export class PrinterFailure extends Error {
  constructor(
    message: string,
    readonly started: boolean,
    /** What happened, for the unknown-outcome message ('reset the connection'). */
    readonly reason: string,
  ) {
    super(message);
  }
}

const where = (p: PrinterAddress) => `${p.host}:${p.port}`;

/**
 * Sends a print job over raw TCP (port 9100 style) and resolves once the printer has taken all
 * of it and closed the connection. `onConnected` runs once the connection is made, before the
 * first byte is written, so the caller can record that bytes are about to go out.
 */
export function sendToPrinter(
  printer: PrinterAddress,
  data: string,
  onConnected: () => void,
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let started = false;
    const fail = (before: string, after: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new PrinterFailure(started ? after : before, started, after));
    };
    const socket = connect({ host: printer.address, port: printer.port });
    socket.setTimeout(timeoutMs, () =>
      fail(
        printerMessages.timedOut(printer.name, where(printer), timeoutMs / 1000),
        `did not finish within ${timeoutMs / 1000} s`,
      ),
    );
    socket.on('connect', () => {
      try {
        onConnected();
      } catch (err) {
        fail(printerMessages.failed(printer.name, where(printer), String(err)), 'failed');
        return;
      }
      started = true;
      socket.end(data, 'utf8');
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? err.message;
      fail(
        code === 'ECONNREFUSED'
          ? printerMessages.refused(printer.name, where(printer))
          : printerMessages.failed(printer.name, where(printer), code),
        code === 'ECONNRESET' ? 'reset the connection' : `failed (${code})`,
      );
    });
    socket.on('close', () => {
      if (settled) return;
      if (!started) return fail(printerMessages.failed(printer.name, where(printer), 'closed'), 'closed');
      settled = true;
      resolve();
    });
    // The printer closes its side once it has read everything; drain what it might say.
    socket.resume();
  });
}
