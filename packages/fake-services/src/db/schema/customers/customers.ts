import { sqliteTable } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** The plant's customers and the customer group each belongs to (label formats are per group). */
export const customers = sqliteTable('customer', {
  id: ciText('id').primaryKey(),
  custGroup: ciText('cust_group').notNull(),
});
