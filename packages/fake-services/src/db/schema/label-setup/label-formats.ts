import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

export const formatLabelKinds = ['BOX', 'HARNESS'] as const;

/**
 * The label format codes a plant's layouts exist for (GetFormatLabels of both format masters):
 * a box or harness format row may only use one of these. The label engine renders by this code.
 */
export const formatLabels = sqliteTable(
  'format_label',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: formatLabelKinds }).notNull(),
    code: ciText('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('format_label_key').on(t.kind, t.code)],
);

/**
 * Box label formats (Box Label Format Master). Box, special box and empty box printing read a
 * part's format here: copies of the master and box tickets (and whether the user may change
 * them), the report (layout) name, the extra input asked before printing, speed (2-10, and whether
 * the user may change it) and darkness (-10..10, 0 when not set) sent to the printer.
 */
export const boxLabelFormats = sqliteTable('box_label_format', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  labelFormat: ciText('label_format').notNull().unique(),
  masterTicketCopies: integer('master_ticket_copies').notNull(),
  boxTicketCopies: integer('box_ticket_copies').notNull(),
  enablePrintCopy: integer('enable_print_copy', { mode: 'boolean' }).notNull().default(false),
  reportName: text('report_name').notNull(),
  extraInput: integer('extra_input', { mode: 'boolean' }).notNull().default(false),
  inputName: text('input_name'),
  speed: integer('speed').notNull(),
  enableSpeed: integer('enable_speed', { mode: 'boolean' }).notNull().default(false),
  darkness: integer('darkness').notNull().default(0),
  attributE2: text('attribute2'),
});

/**
 * Harness label formats (Harness Label Format Master), one per label format and customer group.
 * Harness, special harness, component and customer printing read here: the report (layout), the
 * barcode type and serial number length (0 when not set) with its check digit, the sequence
 * number type, paper feed and darkness (0 when not set) and the speed (2-10, and whether the user
 * may change it).
 */
export const harnessLabelFormats = sqliteTable(
  'harness_label_format',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    labelFormat: ciText('label_format').notNull(),
    reportName: text('report_name').notNull(),
    custGroup: ciText('cust_group').notNull(),
    barcodeType: text('barcode_type'),
    serialNoLength: integer('serial_no_length').notNull().default(0),
    paperFeed: integer('paper_feed').notNull().default(0),
    darkness: integer('darkness').notNull().default(0),
    speed: integer('speed').notNull(),
    enableSpeed: integer('enable_speed', { mode: 'boolean' }).notNull().default(false),
    checkDigit: integer('check_digit', { mode: 'boolean' }).notNull().default(false),
    seqnoType: text('seqno_type'),
    remarks: text('remarks'),
    attributE3: text('attribute3'),
    attributE4: text('attribute4'),
  },
  (t) => [
    uniqueIndex('harness_label_format_key').on(t.labelFormat, t.custGroup),
    index('harness_label_format_group').on(t.custGroup),
  ],
);
