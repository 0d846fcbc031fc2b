import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from '../parts/plants.js';

/** Part mapping master: a plant's source short part and the destination part it ships as. */
export const partMappings = sqliteTable(
  'part_mapping',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    sourceShortPartNo: ciText('source_short_part_no').notNull(),
    sourceSewsPartNo: ciText('source_sews_part_no').notNull(),
    sourceSewsDesignLevel: ciText('source_sews_design_level').notNull(),
    destShortPartNo: ciText('dest_short_part_no').notNull(),
    destSewsPartNo: ciText('dest_sews_part_no'),
    destSewsDesignLevel: ciText('dest_sews_design_level'),
    destLabelFormat: text('dest_label_format'),
  },
  (t) => [uniqueIndex('part_mapping_plant_source').on(t.plantId, t.sourceShortPartNo)],
);
