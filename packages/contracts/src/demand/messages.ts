import type { Range } from './limits.js';

/** User-facing texts of the print screens and Status Update (spec 2 sections 4, 5 and 8). */
export const demandMessages = {
  confirmPrint: '[20132] Do you want to print?',
  sentToPrinter: 'The label has been sent to the printer.',
  palletPrinted: 'Printed successfully!!!',
  clientError: 'Client error or incorrect value put by user...',
  serverError: 'Internal server error',
  serverTimeout: 'Server timed out (504)',
  statusUpdated: 'Status Successfully Updated.',
  invalidDate: 'Value must be a valid date',
  selectLabel: 'Select a label to print.',
  printerRequired: 'Printer is required',
  dateNotIso: 'Production Date must be a date in the form yyyy-MM-dd',
  dateBeforeToday: 'Production Date cannot be before today',
  productionLineRequired: 'Production Line is required',
  productionLotRequired: 'Production Lot is required',
  customerRequired: 'Customer is required',
} as const;

export const rangeMessage = (label: string, r: Range) => `${label} must be between ${r.min} and ${r.max}`;
export const requiredMessage = (label: string) => `${label} is required`;
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
/** A character the label's 1D symbology has no bars for (Code 128: ASCII and Latin-1; Code 39: its 43). */
export const notInBarcodeMessage = (symbology: string, ch: string, data: string) =>
  `'${ch}' cannot be printed in a ${symbology} barcode ('${data}'). No label was printed.`;

/** Printing errors the service gives, with the printer named so the user knows which one. */
export const printerMessages = {
  unknown: (name: string) => `Printer '${name}' is not in the Label Printer master.`,
  noAddress: (name: string) => `Printer '${name}' has no host and port in the Label Printer master.`,
  refused: (name: string, address: string) =>
    `Printer '${name}' (${address}) refused the connection. No label was printed.`,
  timedOut: (name: string, address: string, seconds: number) =>
    `Printer '${name}' (${address}) did not answer within ${seconds} s. No label was printed.`,
  failed: (name: string, address: string, reason: string) =>
    `Printer '${name}' (${address}) failed: ${reason}. No label was printed.`,
  disabled: (name: string) => `Printer '${name}' is disabled in Status Update.`,
  sequenceDisabled: (kind: string) => `The ${kind} label sequence is disabled in Status Update.`,
  /** A serial a print would claim is already printed: refused before anything is sent. */
  serialTaken: (serial: string) =>
    `${serial} is already printed: a serial is never printed twice. Nothing was sent to the printer.`,
  noLabelFormat: (format: string) => `Label format '${format}' is not in the label format masters.`,
  unknownPart: (part: string) => `Part '${part}' is not in the label catalogue of this plant.`,
  /** After the first byte reached the printer: the serials are spent, the user checks and reprints. */
  outcomeUnknown: (name: string, address: string, reason: string, printed: string) =>
    `Printer '${name}' (${address}) ${reason} while taking the job. The printer may have printed ${printed}; check it, then reprint from Print History if needed.`,
  unreachable: (name: string, address: string) =>
    `Printer '${name}' (${address}) cannot be reached. No label was printed.`,
  paused: (name: string) => `Printer '${name}' is paused. Release the pause on the printer, then print again.`,
  paperOut: (name: string) => `Printer '${name}' is out of paper. Load labels, then print again.`,
  ribbonOut: (name: string) => `Printer '${name}' is out of ribbon. Load a ribbon, then print again.`,
  headOpen: (name: string) => `Printer '${name}' has its print head open. Close the head, then print again.`,
  notZpl: (name: string) =>
    `Printer '${name}' cannot take ZPL over the network: printing needs a Zebra printer on TCP/IP with a host and port.`,
  noZplPrinters:
    'No printer can print these labels: printing needs a Zebra printer on TCP/IP with a host and port in the Label Printer Master.',
  hostOutsideNetworks: (host: string, networks: string) =>
    `Printer host '${host}' is outside the networks printers may be on (${networks}).`,
  hostUnresolved: (host: string) => `Printer host '${host}' cannot be resolved.`,
  badPort: (name: string, port: string) =>
    `Printer '${name}' has port '${port}' in the Label Printer master: a port is a number from 1 to 65535.`,
  otherPlants: (name: string, address: string, other: string, server: string) =>
    `Printer '${name}' (${address}) is the address of printer '${other}' of plant server ${server}: a printer belongs to one plant.`,
} as const;

/** The labels a job may have printed, as a range: 'JRZ1E00000025–27' (or 'the job' without serials). */
export function serialRange(first: string | null, last: string | null): string {
  if (!first || !last) return 'the job';
  if (first === last) return first;
  let common = 0;
  while (common < first.length && first[common] === last[common]) common++;
  // At least two characters of the last serial, so '…25–27' reads as a range of numbers.
  return `${first}–${last.slice(Math.min(common, last.length - 2))}`;
}

/** Whether `next` is the serial right after `serial`: the same prefix and width, the number plus one. */
function follows(serial: string, next: string): boolean {
  const a = /^(.*?)(\d+)$/.exec(serial);
  const b = /^(.*?)(\d+)$/.exec(next);
  return !!a && !!b && a[1] === b[1] && a[2]?.length === b[2]?.length && Number(b[2]) === Number(a[2]) + 1;
}

/**
 * Serials in their order as runs of consecutive ones, each written as serialRange writes it:
 * 'JRZ1P00000012–14, JRZ1P00000020' (a relabel's serials need not follow each other); null for none.
 */
export function serialRuns(serials: string[]): string | null {
  const runs: { first: string; last: string }[] = [];
  for (const serial of serials) {
    const run = runs.at(-1);
    if (run && follows(run.last, serial)) run.last = serial;
    else runs.push({ first: serial, last: serial });
  }
  return runs.length ? runs.map((r) => serialRange(r.first, r.last)).join(', ') : null;
}

/** A fault as a print outcome names it ('Paper out on MX01-ZT610-SHIP.'). */
export const printerFaultNames = {
  paperOut: 'Paper out',
  ribbonOut: 'Ribbon out',
  headOpen: 'Head open',
  paused: 'Paused',
  unreachable: 'No answer',
} as const;
export type PrinterFault = keyof typeof printerFaultNames;

const labelsWord = (n: number) => (n === 1 ? 'label' : 'labels');

/** What a print reply says once the printer has answered (serial ranges as serialRange writes them). */
export const printOutcomeMessages = {
  /** Every label counted out by the printer. */
  printed: (labels: number, printer: string, serials: string | null) =>
    `${labels} of ${labels} ${labelsWord(labels)} printed${serials ? `: ${serials}` : ''} on ${printer}.`,
  /** '3 of 5 labels printed: JRZ1P00000012–14. Paper out on MX01-ZT610-SHIP. Not printed: JRZ1P00000015–16.' */
  partlyPrinted: (
    out: number,
    of: number,
    printed: string | null,
    fault: PrinterFault,
    printer: string,
    missing: string | null,
  ) =>
    `${out} of ${of} ${labelsWord(of)} printed${printed ? `: ${printed}` : ''}. ${printerFaultNames[fault]} on ${printer}.${missing ? ` Not printed: ${missing}.` : ''}`,
  /** Taken whole, still printing when the reply left: Print Center follows it. */
  stillPrinting: (printer: string) =>
    `The label has been sent to the printer. ${printer} is still printing; Print Center shows when it is done.`,
  missingAlreadyPrinted: (job: number, by: number) =>
    `The missing serials of job ${job} were already printed by job ${by}: a serial is never printed twice.`,
  nothingMissing: (job: number) => `Job ${job} has no missing serials: every label came out.`,
  notAttention: (job: number, state: string) =>
    `Job ${job} is ${state}: only partly printed or unknown jobs are confirmed.`,
  confirmed: (job: number, user: string) => `Job ${job} confirmed printed by ${user}.`,
} as const;
