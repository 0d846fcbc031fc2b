import { connect } from 'node:net';
import { printerMessages } from '@fgss/contracts';
import { ServiceError } from '../http/errors.js';

export interface PrinterAddress {
  name: string;
  host: string;
  port: number;
}

/** How long a printer may take to accept the connection and take the whole job. */
export const PRINTER_TIMEOUT_MS = 5000;

/**
 * Sends a print job over raw TCP (port 9100 style) and resolves once the printer has taken all
 * of it and closed the connection. A refused connection, a timeout or a reset becomes a 502 whose
 * message names the printer and says that nothing was printed.
 */
export function sendToPrinter(printer: PrinterAddress, data: string, timeoutMs = PRINTER_TIMEOUT_MS): Promise<void> {
  const address = `${printer.host}:${printer.port}`;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new ServiceError(502, message));
    };
    const socket = connect({ host: printer.host, port: printer.port });
    socket.setTimeout(timeoutMs, () => fail(printerMessages.timedOut(printer.name, address, timeoutMs / 1000)));
    socket.on('connect', () => socket.end(data, 'utf8'));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'ECONNREFUSED'
          ? printerMessages.refused(printer.name, address)
          : printerMessages.failed(printer.name, address, err.code ?? err.message),
      ),
    );
    socket.on('close', () => {
      if (settled) return;
      settled = true;
      resolve();
    });
    // The printer closes its side once it has read everything; drain what it might say.
    socket.resume();
  });
}
