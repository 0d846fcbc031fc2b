import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { box } from './labels.js';

/**
 * A cycle count's finding for one box: 'C' correct, 'D' written down (fewer pieces or missing),
 * 'U' written up (more pieces or found), 'R' received meanwhile, 'S' shipped meanwhile.
 */
export const cycleResults = ['C', 'D', 'U', 'R', 'S'] as const;

/** A cycle count of some locations of a plant. */
export const cycleCount = sqliteTable(
  'cycle_count',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cycleCountId: ciText('cycle_count_id').notNull(),
    plantId: ciText('plant_id').notNull(),
    /** The day it started (cycStartDate), 'YYYY-MM-DD'. */
    startDate: text('start_date').notNull(),
    countedBy: text('counted_by').notNull(),
  },
  (t) => [
    uniqueIndex('cycle_count_id').on(t.cycleCountId),
    index('cycle_count_plant_start').on(t.plantId, t.startDate),
  ],
);

export const cycleCountItem = sqliteTable(
  'cycle_count_item',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cycleCountRef: integer('cycle_count_ref')
      .notNull()
      .references(() => cycleCount.id),
    boxId: integer('box_id').references(() => box.id),
    boxSerialNo: ciText('box_serial_no').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    locationCd: ciText('location_cd'),
    /** Pieces the system expected and pieces counted. */
    expectedQty: integer('expected_qty').notNull(),
    countedQty: integer('counted_qty').notNull(),
    result: text('result', { enum: cycleResults }).notNull(),
  },
  (t) => [index('cycle_count_item_count').on(t.cycleCountRef)],
);

export const phyTypes = ['PRE', 'POST'] as const;
/** A box scanned at physical inventory: 'A' active (expected and found), 'L' lost, 'F' found (not expected). */
export const phyStatuses = ['A', 'L', 'F'] as const;

/** A physical inventory of a plant for a month, before (PRE) or after (POST) the adjustment. */
export const phyInventory = sqliteTable(
  'phy_inventory',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phyId: ciText('phy_id').notNull(),
    plantId: ciText('plant_id').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    type: text('type', { enum: phyTypes }).notNull(),
    startedAt: text('started_at').notNull(),
  },
  (t) => [
    uniqueIndex('phy_inventory_id').on(t.phyId),
    index('phy_inventory_plant_period').on(t.plantId, t.year, t.month, t.type),
  ],
);

export const phyInventoryScan = sqliteTable(
  'phy_inventory_scan',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    phyInventoryRef: integer('phy_inventory_ref')
      .notNull()
      .references(() => phyInventory.id),
    boxId: integer('box_id').references(() => box.id),
    boxSerialNo: ciText('box_serial_no').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    kanban: ciText('kanban'),
    boxQty: integer('box_qty').notNull(),
    scanDate: text('scan_date'),
    userId: text('user_id'),
    status: text('status', { enum: phyStatuses }).notNull(),
  },
  (t) => [index('phy_inventory_scan_inventory').on(t.phyInventoryRef, t.status)],
);
