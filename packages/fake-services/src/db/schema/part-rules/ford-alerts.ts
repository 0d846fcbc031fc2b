import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from '../parts/plants.js';

/** FORD alert master: up to four alert texts shown for a FORD part of a plant. */
export const fordAlerts = sqliteTable(
  'ford_alert',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantid: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    sewsPartNo: ciText('sews_part_no').notNull(),
    // '' when the alert is for every design level, so that the unique key also holds then.
    sewsDesignLevel: ciText('sews_design_level').notNull().default(''),
    customerId: ciText('customer_id'),
    alerT1: text('alert1'),
    alerT2: text('alert2'),
    alerT3: text('alert3'),
    alerT4: text('alert4'),
  },
  (t) => [uniqueIndex('ford_alert_plant_part_level').on(t.plantid, t.sewsPartNo, t.sewsDesignLevel)],
);
