import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * Label printers of the plant (spec 1 section 3, "Label printer"). Printing sends ZPL over raw
 * TCP to host_name:port (port is text of digits, as the spec's max-10 field; TCP/IP printers
 * always have one); the fake plant's virtual printers write their real address back here. Model
 * type and transmit mode belong to Zebra printers only (null for other printer types).
 */
export const labelPrinters = sqliteTable('label_printer', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  printerName: ciText('printer_name').notNull().unique(),
  model: text('model'),
  PrinterType: text('printer_type').notNull(),
  communicationType: text('communication_type').notNull(),
  transmitMode: text('transmit_mode'),
  hostName: text('host_name').notNull(),
  port: text('port'),
});
