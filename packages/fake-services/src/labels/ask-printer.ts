import type { PrinterReport } from '../printers/printer-report.js';
import { PRINTER_TIMEOUT_MS, type PrinterAddress, queryHostStatus } from './send.js';

/** Asks a printer how it is; null when it cannot be reached or does not answer. */
export async function askPrinter(
  printer: PrinterAddress,
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<PrinterReport | null> {
  const status = await queryHostStatus(printer, timeoutMs);
  if (!status) return null;
  return {
    model: 'Zebra',
    firmware: '',
    dotsPerMm: 8,
    ...status,
    ribbonOut: false,
    formatsInBuffer: 0,
    labelsRemaining: 0,
    labelCount: null,
  };
}
