import { integer, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * Customer Harness Label Format Master: the label id, barcode and traceability of a harness label
 * format for one customer group ('' for every group without a row of its own).
 */
export const customerHarnessLabelFormats = sqliteTable(
  'customer_harness_label_format',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    harnessLabelFormat: ciText('harness_label_format').notNull(),
    labelId: ciText('label_id').notNull(),
    custGroup: ciText('cust_group').notNull().default(''),
    barCodeType: ciText('barcode_type'),
    tracebilityFlag: ciText('tracebility_flag'),
  },
  (t) => [uniqueIndex('customer_harness_label_format_key').on(t.harnessLabelFormat, t.custGroup)],
);
