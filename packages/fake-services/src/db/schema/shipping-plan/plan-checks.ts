import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** Shipment plan check master: the ship-to warehouses whose plans are checked, and how. */
export const planChecks = sqliteTable(
  'shipment_plan_check',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shipToWhse: ciText('ship_to_whse').notNull(),
    adhere: integer('adhere', { mode: 'boolean' }).notNull().default(false),
    adherecetype: text('adherence_type'),
  },
  (t) => [index('shipment_plan_check_whse').on(t.shipToWhse)],
);
