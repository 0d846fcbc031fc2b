import { isPrinterPort, type PrinterState, printerMessages, TCP_IP, ZEBRA } from '@fgss/contracts';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlantDb } from '../db/plant.js';
import { labelPrinters } from '../db/schema/plant/index.js';
import { printerStatus } from '../db/schema/printing/index.js';
import { badRequest, ServiceError } from '../http/errors.js';
import { faultsOf } from '../printers/host-status.js';
import type { PrinterReport } from '../printers/printer-report.js';
import { askPrinter } from './ask-printer.js';
import type { PrinterNetworks } from './printer-networks.js';
import type { PrinterOwners } from './printer-owners.js';
import { PRINTER_TIMEOUT_MS, type PrinterAddress } from './send.js';

/** How this plant prints: printer timeout, the networks printers may be on and whose printer is where. */
export interface PrintSettings {
  timeoutMs: number;
  /** How long a print waits for the printer's counter to confirm its labels. */
  confirmMs: number;
  /** How often jobs still printing are checked once their reply left. */
  watchMs: number;
  networks: PrinterNetworks;
  owners: PrinterOwners;
  /** The print request's logger: each job's lines carry its request id. */
  log: FastifyBaseLogger;
}

/** Printers that take ZPL over raw TCP: Zebra type, TCP/IP, with a host and a port. */
export const zplPrinter = and(
  eq(labelPrinters.PrinterType, ZEBRA),
  eq(labelPrinters.communicationType, TCP_IP),
  ne(labelPrinters.hostName, ''),
  isNotNull(labelPrinters.port),
  ne(labelPrinters.port, ''),
);

/** A ZPL printer of the master by name, its host checked against the networks: where to send. */
export async function printerAddress(db: PlantDb, name: string, settings: PrintSettings): Promise<PrinterAddress> {
  const row = db.select().from(labelPrinters).where(eq(labelPrinters.printerName, name)).get();
  if (!row) throw badRequest(printerMessages.unknown(name));
  if (row.PrinterType !== ZEBRA || row.communicationType !== TCP_IP) throw badRequest(printerMessages.notZpl(name));
  if (!row.hostName || !row.port) throw badRequest(printerMessages.noAddress(name));
  return printerTarget(db, { printerName: row.printerName, hostName: row.hostName, port: row.port }, settings);
}

/**
 * Where a network printer of the plant `db` is, checked before a save and before each connection
 * (rows may predate the checks): a port from 1 to 65535, a host inside the networks, and an
 * address and port no other plant's printer has.
 */
export async function printerTarget(
  db: PlantDb,
  printer: { printerName: string; hostName: string; port: string },
  settings: PrintSettings,
): Promise<PrinterAddress> {
  const { printerName: name, hostName: host } = printer;
  const port = Number(printer.port);
  if (!isPrinterPort(port)) throw badRequest(printerMessages.badPort(name, printer.port));
  const address = await settings.networks.address(host);
  const other = await settings.owners.otherAt(db, address, port);
  if (other) throw badRequest(printerMessages.otherPlants(name, `${host}:${port}`, other.printerName, other.server));
  return { name, host, address, port };
}

/** Refuses a printer taken out of service for this kind of label in Status Update. */
export function checkInService(db: PlantDb, name: string, kind: 'HARNESS' | 'BOX' | undefined): void {
  if (!kind) return;
  const status = db
    .select({ status: printerStatus.status })
    .from(printerStatus)
    .where(and(eq(printerStatus.kind, kind), eq(printerStatus.printeR_NM, name)))
    .get();
  if (status && !status.status) throw badRequest(printerMessages.disabled(name));
}

/** Asks the printer how it is, as the print screens show it next to the selector. */
export async function printerState(printer: PrinterAddress, settings: PrintSettings): Promise<PrinterState> {
  const report = await askPrinter(printer, Math.min(settings.timeoutMs, PRINTER_TIMEOUT_MS));
  return stateOf(printer, report);
}

/** What a report (null: no answer) says of a printer: ready, printing, or why it will not print. */
export function stateOf(printer: PrinterAddress, report: PrinterReport | null): PrinterState {
  const faults = report ? faultsOf(report) : ['unreachable' as const];
  const messages = {
    ready: `Printer '${printer.name}' is ready.`,
    bufferFull: `Printer '${printer.name}' is busy: its receive buffer is full.`,
    paused: printerMessages.paused(printer.name),
    paperOut: printerMessages.paperOut(printer.name),
    ribbonOut: printerMessages.ribbonOut(printer.name),
    printing: `Printer '${printer.name}' is printing.`,
    headOpen: printerMessages.headOpen(printer.name),
    unreachable: printerMessages.unreachable(printer.name, `${printer.host}:${printer.port}`),
  };
  const condition = faults[0] ?? (report && report.labelsRemaining > 0 ? 'printing' : 'ready');
  const ready = faults.every((fault) => fault === 'bufferFull');
  // A printer with its head open and out of paper says both: closing the head alone will not do.
  const message = (faults.length ? faults : [condition]).map((fault) => messages[fault]).join('\n');
  return { printerName: printer.name, condition, faults, ready, message };
}

/**
 * Before a print: the printer's report; refuses when the printer is paused, out of paper or ribbon or open (409: the user can
 * fix it) or cannot be reached (502, as any failure of the printer). Nothing is reserved yet.
 */
export async function checkReady(printer: PrinterAddress, settings: PrintSettings): Promise<PrinterReport> {
  const report = await askPrinter(printer, Math.min(settings.timeoutMs, PRINTER_TIMEOUT_MS));
  const state = stateOf(printer, report);
  if (!report || !state.ready) throw new ServiceError(state.condition === 'unreachable' ? 502 : 409, state.message);
  return report;
}
