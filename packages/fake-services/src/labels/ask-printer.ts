import { connect } from 'node:net';
import { ETX, HOST_STATUS_QUERY, parseHostStatus } from '../printers/host-status.js';
import {
  CANCEL_ALL,
  EXTENDED_STATUS,
  IDENTIFY,
  LABEL_COUNT_QUERY,
  parseExtendedStatus,
  parseIdentity,
  parseLabelCount,
} from '../printers/printer-replies.js';
import type { PrinterReport } from '../printers/printer-report.js';
import { PRINTER_TIMEOUT_MS, type PrinterAddress } from './send.js';

/** ~HI, ~HS, ~HQES and the label counter, asked in one go: the replies come back in this order. */
const QUESTIONS = `${IDENTIFY}${HOST_STATUS_QUERY}${EXTENDED_STATUS}${LABEL_COUNT_QUERY}`;
/** ETX ends the ~HI reply (1), the ~HS strings (3) and the ~HQES block (1); the counter follows. */
const REPLY_STRINGS = 5;

/** The report in the replies to QUESTIONS; null until the status part is there. */
export function parseReport(text: string): PrinterReport | null {
  const strings = text.split(ETX);
  if (strings.length <= REPLY_STRINGS) return null;
  const identity = parseIdentity(`${strings[0]}${ETX}`);
  const status = parseHostStatus(strings.slice(1, 4).join(ETX));
  const errors = parseExtendedStatus(strings[4] as string);
  if (!identity || !status) return null;
  return {
    ...identity,
    ...status,
    paperOut: status.paperOut || !!errors?.paperOut,
    headOpen: status.headOpen || !!errors?.headOpen,
    ribbonOut: status.ribbonOut || !!errors?.ribbonOut,
    labelCount: parseLabelCount(strings.slice(REPLY_STRINGS).join(ETX)),
  };
}

/**
 * Asks a printer how it is (model and resolution, status, errors, label counter) in one
 * connection; null when it cannot be reached or does not answer. A printer that never answers
 * the counter is reported without it once the time is up.
 */
export function askPrinter(printer: PrinterAddress, timeoutMs = PRINTER_TIMEOUT_MS): Promise<PrinterReport | null> {
  return new Promise((resolve) => {
    let text = '';
    const done = (report: PrinterReport | null) => {
      socket.destroy();
      resolve(report);
    };
    const socket = connect({ host: printer.address, port: printer.port }, () => socket.write(QUESTIONS, 'latin1'));
    socket.setTimeout(timeoutMs, () => done(parseReport(text)));
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const report = parseReport(text);
      if (report && report.labelCount !== null) done(report);
    });
    socket.on('error', () => done(null));
    socket.on('close', () => done(parseReport(text)));
  });
}

/** Tells a printer to drop every format it still holds (~JA); resolves once it is said (or could not be). */
export function cancelAll(printer: PrinterAddress, timeoutMs = PRINTER_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: printer.address, port: printer.port }, () => socket.end(CANCEL_ALL, 'latin1'));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('close', () => resolve());
    socket.resume();
  });
}
