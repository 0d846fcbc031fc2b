import { sql } from 'drizzle-orm';
import { integer, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { changeStamp, ciText } from '../columns.js';

/** Customer groups of the Standard and the Inventory option; idcust_Group is the row's number. */
export const customerGroups = sqliteTable(
  'customer_group',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    idcust_Group: integer('idcust_group').generatedAlwaysAs(sql`id`, { mode: 'virtual' }),
    cust_Group: ciText('cust_group').notNull(),
    option: ciText('option').notNull(),
    ...changeStamp,
  },
  (t) => [uniqueIndex('customer_group_key').on(t.option, t.cust_Group)],
);
