import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from './plants.js';

/** Sub-assemblies a plant builds into its harnesses (SubAssemblyMaster). */
export const subAssemblies = sqliteTable(
  'sub_assembly',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    type: text('type').notNull(),
    partNo: ciText('part_no').notNull(),
    designLevel: ciText('design_level').notNull(),
    shortPartNo: ciText('short_part_no'),
    supplierCd: ciText('supplier_cd').notNull(),
    productLabel: text('product_label').notNull(),
    customerId: ciText('customer_id').notNull(),
  },
  (t) => [uniqueIndex('sub_assembly_plant_part_level').on(t.plantId, t.partNo, t.designLevel)],
);
