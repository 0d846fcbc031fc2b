import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * Label sequences (Status Update, Other tab): one per plant and label kind. `label_tp` is
 * '<KIND>-<plant>' (e.g. 'BOX-JRZ1'); with `dtm`, the day it started, it names the sequence as
 * the spec's update call names it. A print takes the next `last_seq_no` values in the same
 * transaction that logs it; `status` false stops prints of that sequence.
 */
export const labelSequence = sqliteTable(
  'label_sequence',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id').notNull(),
    kind: text('kind').notNull(),
    label_tp: ciText('label_tp').notNull(),
    /** The day the sequence started ('2026-03-10'). */
    dtm: text('dtm').notNull(),
    last_seq_no: integer('last_seq_no').notNull().default(0),
    lastseqdtm: text('last_seq_dtm'),
    machine_id: text('machine_id'),
    status: integer('status', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [uniqueIndex('label_sequence_key').on(t.label_tp), index('label_sequence_plant').on(t.plantId)],
);

/**
 * Printers of harness and box printing (Status Update, Harness and Box tabs): who printed last,
 * from where and when. `status` false takes the printer out of service for that kind of label.
 */
export const printerStatus = sqliteTable(
  'printer_status',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['HARNESS', 'BOX'] }).notNull(),
    printeR_NM: ciText('printer_nm').notNull(),
    useD_BY: text('used_by'),
    useR_IP: text('user_ip'),
    modifieD_DT: text('modified_dt'),
    status: integer('status', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [uniqueIndex('printer_status_key').on(t.kind, t.printeR_NM)],
);
