import { printJobStates } from '@fgss/contracts';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * One print job: what, where, by whom, when, how many labels and copies, its serial range, its
 * state (contracts' printJobStates) and the exact ZPL sent. A reprint points at its original.
 */
export const printJob = sqliteTable(
  'print_job',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id').notNull(),
    /** The print screen (BoxLabelPrinting, ...). */
    screen: text('screen').notNull(),
    labelFormat: ciText('label_format'),
    sewsPartNo: ciText('sews_part_no'),
    sewsDesignLevel: ciText('sews_design_level'),
    printerName: ciText('printer_name').notNull(),
    userId: text('user_id').notNull(),
    printedAt: text('printed_at').notNull(),
    labels: integer('labels').notNull(),
    copies: integer('copies').notNull(),
    speed: integer('speed').notNull(),
    firstSerial: ciText('first_serial'),
    lastSerial: ciText('last_serial'),
    bytes: integer('bytes').notNull(),
    state: text('state', { enum: printJobStates }).notNull().default('sent'),
    reprintOf: integer('reprint_of'),
    /** Why a reprint was asked for (contracts' reprintReasons) and, for 'other', in words. */
    reprintReason: text('reprint_reason'),
    reprintNote: text('reprint_note'),
    /** The job's serials in print order, as JSON (what printed and missing serials are cut from). */
    serials: text('serials'),
    /** The printer's label counter when the job was sent: where its labels start. */
    counterStart: integer('counter_start'),
    /** Labels (copies included) the printer counted out for this job so far. */
    printedLabels: integer('printed_labels').notNull().default(0),
    /** The printer's resolution the job was laid out for (8, 12 or 24 dots per mm). */
    dotsPerMm: integer('dots_per_mm'),
    /** This job prints the missing serials of that job. */
    missingOf: integer('missing_of'),
    /** The job that printed this job's missing serials: set once, so they print only once. */
    missingJob: integer('missing_job'),
    /** Who confirmed, after checking the printer, that every label came out, and when. */
    confirmedBy: text('confirmed_by'),
    confirmedAt: text('confirmed_at'),
    /** The ZPL as sent (null for jobs that sent nothing). */
    zpl: text('zpl'),
    /** Why a job failed or has an unknown outcome. */
    message: text('message'),
  },
  (t) => [
    index('print_job_plant_printed').on(t.plantId, t.printedAt),
    index('print_job_printed').on(t.printedAt),
    index('print_job_first_serial').on(t.firstSerial),
    index('print_job_state').on(t.state),
    uniqueIndex('print_job_missing_of').on(t.missingOf),
  ],
);

/** Every serial ever printed, once: the unique index makes a duplicate serial impossible. */
export const printedLabel = sqliteTable(
  'printed_label',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => printJob.id),
    serial: ciText('serial').notNull(),
    /** The sequence's number of the serial; null for a serial the caller chose (a relabel's destination). */
    seqNo: integer('seq_no'),
  },
  (t) => [uniqueIndex('printed_label_serial').on(t.serial), index('printed_label_job').on(t.jobId)],
);
