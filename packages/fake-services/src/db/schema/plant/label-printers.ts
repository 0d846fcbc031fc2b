import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * Label printers of the plant (spec 1 section 3, "Label printer"). Printing sends ZPL over raw
 * TCP to host_name:port; the fake plant's virtual printers write their real address back here.
 */
export const labelPrinters = sqliteTable('label_printer', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  printerName: ciText('printer_name').notNull().unique(),
  model: text('model').notNull(),
  printerType: text('printer_type').notNull(),
  communicationType: text('communication_type').notNull(),
  transmitMode: text('transmit_mode'),
  hostName: text('host_name').notNull(),
  port: integer('port'),
});
