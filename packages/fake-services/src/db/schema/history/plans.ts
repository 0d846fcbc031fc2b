import { integer, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * The planned shipments of a part to a customer's warehouse for a month (planInv): Over
 * Shipment Trace compares them with what the ASNs of that month shipped.
 */
export const shipmentPlan = sqliteTable(
  'shipment_plan',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    custGroup: ciText('cust_group').notNull(),
    customerId: ciText('customer_id').notNull(),
    warehouse: ciText('warehouse').notNull(),
    planInv: integer('plan_inv').notNull(),
  },
  (t) => [uniqueIndex('shipment_plan_key').on(t.plantId, t.year, t.month, t.sewsPartNo, t.customerId, t.warehouse)],
);
