import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from './plants.js';

/**
 * IHS CAD data: the IHS product number and design level a SEWS part is known by in the IHS
 * catalogue (XREFMaintenance/GetIHSData). Only a share of a plant's parts have one.
 */
export const ihsCad = sqliteTable(
  'ihs_cad',
  {
    plantId: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    productNumber: text('product_number').notNull(),
    designLevel: text('design_level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plantId, t.sewsPartNo, t.sewsDesignLevel] })],
);
