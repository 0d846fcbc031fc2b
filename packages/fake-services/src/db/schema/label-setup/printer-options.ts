import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** The lists of the label printer master: printer types, and per printer type its communication types, transmit modes and model types. */
export const printerOptionKinds = ['PRINTER_TYPE', 'COMMUNICATION_TYPE', 'TRANSMIT_MODE', 'MODEL_TYPE'] as const;
export type PrinterOptionKind = (typeof printerOptionKinds)[number];

/**
 * The choices of the Label Printer Master's lookups (LabelPrinterMaster/PrinterTypes,
 * CommunicationTypes, TransmitModes, ModelTypes). Printing reads the printer row itself, not these.
 * `printer_type` is null for the printer types themselves.
 */
export const printerOptions = sqliteTable(
  'printer_option',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: printerOptionKinds }).notNull(),
    printerType: text('printer_type'),
    code: ciText('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('printer_option_key').on(t.kind, t.printerType, t.code),
    index('printer_option_list').on(t.kind, t.printerType, t.sortOrder),
  ],
);
