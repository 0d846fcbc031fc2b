import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * A harness relabel: the destination label printed for a harness of a box replaces its source
 * (the destination takes the source's box; the source leaves it). printJobId is the print job
 * of the printing domain that printed the destination.
 */
export const harnessRelabel = sqliteTable(
  'harness_relabel',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id').notNull(),
    boxSerialNo: ciText('box_serial_no').notNull(),
    sourceHarnessSno: ciText('source_harness_sno').notNull(),
    destHarnessSno: ciText('dest_harness_sno').notNull(),
    harnessType: text('harness_type', { enum: ['Mexico', 'GPP'] }).notNull(),
    printJobId: integer('print_job_id'),
    relabeledAt: text('relabeled_at').notNull(),
    relabeledBy: text('relabeled_by').notNull(),
  },
  (t) => [
    index('harness_relabel_source').on(t.sourceHarnessSno),
    index('harness_relabel_dest').on(t.destHarnessSno),
    index('harness_relabel_plant_at').on(t.plantId, t.relabeledAt),
  ],
);

/**
 * One harness a box or no-box relabel moved into its new box (WITH HARNESS: under a new label;
 * WITHOUT HARNESS: as it is), or one row without harness for a box that moved empty. A box
 * whose label is some row's boxLabelOld is relabeled; Delete Re-inspected Box lists and removes
 * these rows.
 */
export const boxRelabel = sqliteTable(
  'box_relabel',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id').notNull(),
    kind: text('kind', { enum: ['BOX', 'NOBOX'] }).notNull(),
    /** Null for a no-box relabel (the box held no harness before). */
    boxLabelOld: ciText('box_label_old'),
    boxLabelNew: ciText('box_label_new').notNull(),
    harnessOption: text('harness_option', { enum: ['WITH HARNESS', 'WITHOUT HARNESS'] }).notNull(),
    harnessType: text('harness_type', { enum: ['Mexico', 'GPP'] }).notNull(),
    oldHarnessSno: ciText('old_harness_sno'),
    oldSewsPartNo: ciText('old_sews_part_no'),
    oldSewsDesign: ciText('old_sews_design'),
    newHarnessSno: ciText('new_harness_sno'),
    newSewsPartNo: ciText('new_sews_part_no'),
    newSewsDesign: ciText('new_sews_design'),
    relabeledAt: text('relabeled_at').notNull(),
    relabeledBy: text('relabeled_by').notNull(),
  },
  (t) => [index('box_relabel_old').on(t.plantId, t.boxLabelOld), index('box_relabel_new').on(t.plantId, t.boxLabelNew)],
);

export const doiOptions = ['Reserve', 'Scrap', 'Reverse'] as const;

/**
 * A DOI action on a harness. A harness's DOI state is its last action: Reserve holds it, Scrap
 * takes it out of stock for good, Reverse undoes a reserve.
 */
export const doiRecord = sqliteTable(
  'doi_record',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id').notNull(),
    harnessSerialNo: ciText('harness_serial_no').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    designChange: ciText('design_change').notNull(),
    shortPartNo: ciText('short_part_no').notNull(),
    controlNo: ciText('control_no').notNull(),
    option: text('option', { enum: doiOptions }).notNull(),
    createdAt: text('created_at').notNull(),
    createdBy: text('created_by').notNull(),
  },
  (t) => [
    index('doi_record_harness').on(t.harnessSerialNo, t.id),
    index('doi_record_plant_at').on(t.plantId, t.createdAt),
  ],
);
