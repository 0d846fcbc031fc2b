import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** Email Parameter Master: who is mailed what, per customer group, plant and warehouse. */
export const emailParameters = sqliteTable('email_parameter', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  emailDesc: ciText('email_desc').notNull(),
  custGroup: ciText('cust_group'),
  plantId: ciText('plant_id'),
  whseCode: ciText('whse_code'),
  parameterc1: text('parameter_c1'),
  parameterc2: text('parameter_c2'),
  mailTo: text('mail_to').notNull(),
  ccTo: text('cc_to'),
  attribute1: text('attribute1'),
  attribute2: text('attribute2'),
  attribute3: text('attribute3'),
  identifier: ciText('identifier'),
});
