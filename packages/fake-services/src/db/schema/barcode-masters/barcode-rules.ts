import { integer, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** Bar Code Rule Master: the items a 2D barcode carries, in order, each from a label data field. */
export const barcodeRules = sqliteTable(
  'barcode_rule',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    barCodeType2D: ciText('barcode_type_2d').notNull(),
    itemDesc: ciText('item_desc').notNull(),
    dataFormField: ciText('data_form_field'),
    orderSequence: integer('order_sequence').notNull(),
    noOfChar: integer('no_of_char').notNull(),
    trimFlag: integer('trim_flag', { mode: 'boolean' }).notNull().default(false),
    identifier: ciText('identifier'),
  },
  (t) => [uniqueIndex('barcode_rule_key').on(t.barCodeType2D, t.itemDesc)],
);
