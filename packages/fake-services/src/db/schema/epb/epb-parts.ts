import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from '../parts/plants.js';

/** EPB Master: the short parts on a plant's EPB list, with the XREF part each stands for. */
export const epbParts = sqliteTable(
  'epb_part',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    shortPartNo: ciText('short_part_no').notNull(),
    sewsPartNo: ciText('sews_part_no'),
    sewsDesignLevel: ciText('sews_design_level'),
    customerId: ciText('customer_id'),
    remarks: text('remarks'),
  },
  (t) => [uniqueIndex('epb_part_plant_short').on(t.plantId, t.shortPartNo)],
);
