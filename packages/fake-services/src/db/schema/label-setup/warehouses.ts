import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** The plant's finished-goods warehouses (the Warehouses lookups); shipping documents name them by code. */
export const warehouses = sqliteTable('warehouse', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: ciText('code').notNull().unique(),
  name: text('name').notNull(),
});

/** The destinations (destination_master codes) each warehouse ships to (Warehouse Destination Master). */
export const warehouseDestinations = sqliteTable(
  'warehouse_destination',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    warehouse: ciText('warehouse').notNull(),
    destination: ciText('destination').notNull(),
  },
  (t) => [uniqueIndex('warehouse_destination_key').on(t.warehouse, t.destination)],
);

/** The address printed for a warehouse on shipping documents (Warehouse Address Master), one per warehouse. */
export const warehouseAddresses = sqliteTable('warehouse_address', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  warehouse: ciText('warehouse').notNull().unique(),
  address: text('address').notNull(),
});
