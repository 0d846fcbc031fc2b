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
  noLabelFormat: (format: string) => `Label format '${format}' is not in the label format masters.`,
  unknownPart: (part: string) => `Part '${part}' is not in the label catalogue of this plant.`,
} as const;
