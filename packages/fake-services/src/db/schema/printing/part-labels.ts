import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from '../parts/plants.js';
import { xref } from '../parts/xref.js';

/**
 * What the print screens print for each XREF part: its box label format and harness label format
 * (the harness format row is the one of the part's customer group), and the label texts the
 * XREF does not hold (sequence number, model year, back kanban, broadcast code, colour, product
 * label, pieces per box). The print grids are XREF joined with this and the format masters.
 */
export const partLabel = sqliteTable(
  'part_label',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    xrefId: integer('xref_id')
      .notNull()
      .references(() => xref.id, { onDelete: 'cascade' }),
    plantId: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    boxLabelFormat: ciText('box_label_format').notNull(),
    harnessLabelFormat: ciText('harness_label_format').notNull(),
    /** The harness format master's customer group of the part's customer. */
    custGroup: ciText('cust_group').notNull(),
    seqNo: text('seq_no'),
    modelYear: text('model_year'),
    backKanban: ciText('back_kanban'),
    broadCastCd: ciText('broadcast_cd'),
    color: text('color'),
    productLabel: text('product_label'),
    shortPartNoPrint: text('short_part_no_print'),
    extraInfo: text('extra_info'),
    custDesignLevel: text('cust_design_level'),
    custDesc: text('cust_desc'),
    piecesPerBox: integer('pieces_per_box').notNull(),
    releaseNo: text('release_no'),
  },
  (t) => [uniqueIndex('part_label_xref').on(t.xrefId)],
);
