import { TCP_IP, ZEBRA } from '@fgss/contracts';
import type { PlantDb } from '../../db/plant.js';
import { type PrinterOptionKind, printerOptions } from '../../db/schema/label-setup/index.js';
import { labelPrinters } from '../../db/schema/plant/index.js';

type Option = [code: string, name: string];

const printerTypes: Option[] = [
  [ZEBRA, 'Zebra (ZPL)'],
  ['Datamax', "Datamax-O'Neil (DPL)"],
  ['Intermec', 'Intermec / Honeywell (IPL)'],
  ['Laser', 'Laser / office printer'],
];

/** Per printer type: how it is reached, how jobs are sent (Zebra only) and its models. */
const byType: Record<string, Partial<Record<PrinterOptionKind, Option[]>>> = {
  [ZEBRA]: {
    COMMUNICATION_TYPE: [
      [TCP_IP, 'Network (raw TCP/IP)'],
      ['USB', 'USB on the line PC'],
      ['Serial', 'Serial (COM port)'],
    ],
    TRANSMIT_MODE: [
      ['RAW', 'Raw socket, port 9100'],
      ['LPR', 'LPR / LPD queue'],
      ['FTP', 'FTP upload'],
    ],
    MODEL_TYPE: [
      ['ZT410', 'ZT410 industrial, 203/300 dpi'],
      ['ZT411', 'ZT411 industrial, RFID ready'],
      ['ZT610', 'ZT610 high volume, 6 inch'],
      ['ZT230', 'ZT230 mid range'],
      ['ZD621', 'ZD621 desktop, 300 dpi'],
      ['GK420T', 'GK420t desktop'],
      ['105SLPLUS', '105SL Plus'],
    ],
  },
  Datamax: {
    COMMUNICATION_TYPE: [
      [TCP_IP, 'Network (raw TCP/IP)'],
      ['Serial', 'Serial (COM port)'],
    ],
    MODEL_TYPE: [
      ['I-4212E', 'I-Class Mark II 4212e'],
      ['H-4310X', 'H-Class 4310X'],
    ],
  },
  Intermec: {
    COMMUNICATION_TYPE: [
      [TCP_IP, 'Network (raw TCP/IP)'],
      ['USB', 'USB on the line PC'],
      ['Serial', 'Serial (COM port)'],
    ],
    MODEL_TYPE: [
      ['PM43', 'PM43 mid range'],
      ['PX4I', 'PX4i high performance'],
    ],
  },
  Laser: {
    COMMUNICATION_TYPE: [
      [TCP_IP, 'Network (raw TCP/IP)'],
      ['Windows Queue', 'Windows print queue'],
    ],
    MODEL_TYPE: [['HP-M507', 'HP LaserJet M507']],
  },
};

export function seedPrinterOptions(db: PlantDb): void {
  const rows = [
    ...printerTypes.map(([code, name], i) => ({
      kind: 'PRINTER_TYPE' as const,
      printerType: null,
      code,
      name,
      sortOrder: i,
    })),
    ...Object.entries(byType).flatMap(([printerType, kinds]) =>
      Object.entries(kinds).flatMap(([kind, options]) =>
        (options ?? []).map(([code, name], i) => ({
          kind: kind as PrinterOptionKind,
          printerType,
          code,
          name,
          sortOrder: i,
        })),
      ),
    ),
  ];
  db.insert(printerOptions).values(rows).run();
}

/** 'FGSSMX01' -> 'MX01', the prefix of a server's printer names (as in the foundation seed). */
const prefixOf = (server: string) => server.replace(/^FGSS/, '').slice(0, 4);

/**
 * Printers of every type beside the foundation's Zebra printers: a Zebra and a Datamax on the
 * network (each gets a virtual printer when the plant starts; 9100 until then), a USB Zebra on a
 * rework PC, a serial Intermec and an office laser on a Windows queue.
 */
export function seedPrinters(db: PlantDb, server: string, serverIndex: number): void {
  const p = prefixOf(server);
  const lan = (host: number) => `10.${20 + serverIndex}.4.${host}`;
  db.insert(labelPrinters)
    .values([
      {
        printerName: `${p}-ZD621-HRN`,
        PrinterType: ZEBRA,
        model: 'ZD621',
        communicationType: TCP_IP,
        transmitMode: 'RAW',
        hostName: lan(31),
        port: '9100',
      },
      {
        printerName: `${p}-GK420T-RWK`,
        PrinterType: ZEBRA,
        model: 'GK420T',
        communicationType: 'USB',
        transmitMode: 'RAW',
        hostName: `${p}-RWK-PC01`,
        port: null,
      },
      {
        printerName: `${p}-DMX-I4212-BOX`,
        PrinterType: 'Datamax',
        model: null,
        communicationType: TCP_IP,
        transmitMode: null,
        hostName: lan(42),
        port: '9100',
      },
      {
        printerName: `${p}-PM43-COMP`,
        PrinterType: 'Intermec',
        model: null,
        communicationType: 'Serial',
        transmitMode: null,
        hostName: 'COM3',
        port: null,
      },
      {
        printerName: `${p}-LASER-OFFICE`,
        PrinterType: 'Laser',
        model: null,
        communicationType: 'Windows Queue',
        transmitMode: null,
        hostName: `${p}-PRTSRV01`,
        port: null,
      },
    ])
    .run();
}
