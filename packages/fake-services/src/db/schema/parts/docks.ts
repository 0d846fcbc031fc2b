import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from './plants.js';

/** The plant's shipping docks (the XREF-area dock grid of DockMaster); status is the shipping screens'. */
export const docks = sqliteTable(
  'dock',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantid: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    dockName: ciText('dock_name').notNull(),
    truckInfo: text('truck_info'),
    openDateTime: text('open_date_time'),
    openedBy: text('opened_by'),
    lastActionOn: text('last_action_on'),
    status: text('status'),
  },
  (t) => [uniqueIndex('dock_plant_name').on(t.plantid, t.dockName)],
);

/** The module's dock master: the parent part (of a parent plant) each short part docks into. */
export const partDocks = sqliteTable(
  'part_dock',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantid: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    sewsShortPartNo: ciText('sews_short_part_no').notNull(),
    sewsPartNo: ciText('sews_part_no'),
    sewsDesignLevel: ciText('sews_design_level'),
    parentPlantId: ciText('parent_plant_id').notNull(),
    parentShortPartNo: ciText('parent_short_part_no').notNull(),
    parentSewsPartNo: ciText('parent_sews_part_no'),
    parentSewsDesignLevel: ciText('parent_sews_design_level'),
  },
  (t) => [uniqueIndex('part_dock_plant_short_part').on(t.plantid, t.sewsShortPartNo)],
);
