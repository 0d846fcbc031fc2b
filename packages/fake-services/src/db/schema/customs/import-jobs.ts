import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * XREF import jobs (Import XREF Data): one per uploaded workbook, run in the background; Show
 * Status reads the latest. `issues` holds the refused rows' reasons, one per line.
 */
export const xrefImportJobs = sqliteTable('xref_import_job', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  plantId: ciText('plant_id').notNull(),
  fileName: text('file_name').notNull(),
  state: text('state', {
    enum: ['queued', 'reading', 'checking', 'saving', 'done', 'refused', 'failed'],
  }).notNull(),
  rowsTotal: integer('rows_total').notNull().default(0),
  rowsDone: integer('rows_done').notNull().default(0),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  issues: text('issues').notNull().default(''),
  startedBy: text('started_by').notNull(),
  startedAt: text('started_at').notNull(),
  finishedAt: text('finished_at'),
});
