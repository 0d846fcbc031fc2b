import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** XREF field configuration (ConfigureXREFfields): what an XREF import does with each field. */
export const xrefFieldConfig = sqliteTable('xref_field_config', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  xreF_FIELD: ciText('xref_field').notNull().unique(),
  upD_IN_XREF: integer('upd_in_xref', { mode: 'boolean' }).notNull().default(false),
  miX_RULE: integer('mix_rule', { mode: 'boolean' }).notNull().default(false),
  upD_IN_PIC: integer('upd_in_pic', { mode: 'boolean' }).notNull().default(false),
});
