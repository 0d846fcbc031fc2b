import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from '../parts/plants.js';

/** Component code master: a SEWS part's component code and its DE and QA approvals. */
export const componentCodes = sqliteTable(
  'component_code',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    sewsPartNo: ciText('sews_part_no').notNull(),
    customerCode: ciText('customer_code'),
    supplierCode: ciText('supplier_code'),
    componentCode: ciText('component_code').notNull(),
    deApproval: integer('de_approval', { mode: 'boolean' }).notNull().default(false),
    deApprovedBy: text('de_approved_by'),
    qaApproval: integer('qa_approval', { mode: 'boolean' }).notNull().default(false),
    qaApprovedBy: text('qa_approved_by'),
    // Changed since both approvals were last given: shown yellow until DE and QA approve again.
    isModified: integer('is_modified', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [uniqueIndex('component_code_plant_part').on(t.plantId, t.sewsPartNo)],
);
