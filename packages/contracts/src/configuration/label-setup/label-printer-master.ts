import { z } from 'zod';
import { defineEntity } from '../../grid/entity.js';
import { masterGridCalls } from '../../grid/master-grid.js';
import { lookupCall } from './lookups.js';
import { labelSetupMessages } from './messages.js';

/** The printer type whose printers show (and need) a model type and a transmit mode (spec 1 section 4). */
export const ZEBRA = 'Zebra';
/** The communication type that needs a port: printing opens a raw TCP connection to host and port. */
export const TCP_IP = 'TCP/IP';

const digits = /^\d+$/;

/** A TCP port a printer can listen on: 1 to 65535. */
export const isPrinterPort = (port: number) => Number.isInteger(port) && port >= 1 && port <= 65_535;
/** The communication types, transmit modes and model types offered are the row's printer type's. */
const ofType = { printerType: 'PrinterType' };

/**
 * A label printer (spec 1 sections 3 to 5). The grid shows the printers of one printer type, chosen
 * above it; Zebra printers also have a model type and a transmit mode, required only for them.
 * The port is text of digits (max 10), required for TCP/IP, where printing sends to host:port.
 */
export const LabelPrinter = defineEntity({
  name: 'LabelPrinterMaster',
  title: 'Label Printer Master',
  fields: {
    id: { kind: 'id', label: 'Id', hidden: true },
    printerName: { kind: 'text', label: 'Printer Name', max: 30, required: true, key: true },
    model: { kind: 'text', label: 'Model Type', lookup: { table: 'modelTypes', within: ofType } },
    communicationType: {
      kind: 'text',
      label: 'Communication Type',
      required: true,
      lookup: { table: 'communicationTypes', within: ofType },
    },
    hostName: { kind: 'text', label: 'Host Name / ID', max: 20, required: true },
    port: { kind: 'text', label: 'Port', max: 10 },
    transmitMode: { kind: 'text', label: 'Transmit Mode', lookup: { table: 'transmitModes', within: ofType } },
    PrinterType: {
      kind: 'text',
      label: 'Printer Type',
      max: 30,
      required: true,
      hidden: true,
      lookup: { table: 'printerTypes' },
    },
  },
  unique: ['printerName'],
  defaultSort: [{ selector: 'printerName' }],
  scope: { printerType: 'PrinterType' },
  checks: (row) => [...portRule(row), ...zebraRule(row)],
});

/** Port: digits only, 1 to 65535; required when the printer is reached over TCP/IP. */
export function portRule(row: { port?: string | null; communicationType?: string | null }) {
  const port = row.port?.trim() ?? '';
  if (port !== '' && !digits.test(port)) return [{ field: 'port' as const, message: labelSetupMessages.portNumeric }];
  if (port !== '' && !isPrinterPort(Number(port)))
    return [{ field: 'port' as const, message: labelSetupMessages.portRange }];
  if (port === '' && row.communicationType === TCP_IP)
    return [{ field: 'port' as const, message: labelSetupMessages.portRequired }];
  return [];
}

/** Zebra printers show the model type and transmit mode columns, so they need both. */
export function zebraRule(row: { PrinterType?: string | null; model?: string | null; transmitMode?: string | null }) {
  if (row.PrinterType !== ZEBRA) return [];
  return [
    ...(row.model ? [] : [{ field: 'model' as const, message: labelSetupMessages.modelTypeRequired }]),
    ...(row.transmitMode ? [] : [{ field: 'transmitMode' as const, message: labelSetupMessages.transmitModeRequired }]),
  ];
}

const ofPrinterType = z.object({ printerType: z.string().min(1).max(30) });

export const LabelPrinterMaster = {
  ...masterGridCalls('configuration', 'ConfigurationMasters', LabelPrinter),
  printerTypes: lookupCall('LabelPrinterMaster', 'PrinterTypes', z.object({})),
  communicationTypes: lookupCall('LabelPrinterMaster', 'CommunicationTypes', ofPrinterType),
  transmitModes: lookupCall('LabelPrinterMaster', 'TransmitModes', ofPrinterType),
  modelTypes: lookupCall('LabelPrinterMaster', 'ModelTypes', ofPrinterType),
};
