import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** Shipment plan maintenance rows: a shipping (SH) or production (PROD) plan line of a plant. */
export const planRows = sqliteTable(
  'shipment_plan_row',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    option: ciText('option').notNull(),
    plantId: ciText('plant_id').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    designChange: ciText('design_change').notNull().default(''),
    lineCode: ciText('line_code').notNull(),
    custGroup: ciText('cust_group').notNull(),
    customerCode: ciText('customer_code').notNull(),
    // '' for the date of the other option, so that the unique key holds (null would not).
    prodDate: text('prod_date').notNull().default(''),
    shipDate: text('ship_date').notNull().default(''),
    shipToWhse: ciText('ship_to_whse').notNull(),
    begInvent: integer('beg_invent').notNull().default(0),
    shipQty: integer('ship_qty').notNull().default(0),
    prodQty: integer('prod_qty').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shipment_plan_row_key').on(
      t.option,
      t.plantId,
      t.sewsPartNo,
      t.designChange,
      t.customerCode,
      t.shipToWhse,
      t.prodDate,
      t.shipDate,
    ),
    index('shipment_plan_row_plant').on(t.plantId, t.option),
  ],
);

/** Every insert, update, delete, import and delete-all of a plan row, with values before and after. */
export const planChangeLog = sqliteTable(
  'shipment_plan_change_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id').notNull(),
    option: ciText('option').notNull(),
    action: text('action', { enum: ['INSERT', 'UPDATE', 'DELETE', 'IMPORT', 'DELETE ALL'] }).notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    customerCode: ciText('customer_code').notNull(),
    shipToWhse: ciText('ship_to_whse').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: text('changed_at').notNull(),
    oldValues: text('old_values'),
    newValues: text('new_values'),
  },
  (t) => [index('shipment_plan_change_log_plant').on(t.plantId, t.changedAt)],
);
