import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/** Parameter master (spec 1 section 3); optional texts are stored as '' as the spec says. */
export const systemParameters = sqliteTable(
  'system_parameters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    option: ciText('option').notNull(),
    parameter_c: ciText('parameter_c').notNull(),
    mfG_PLANT: ciText('mfg_plant').notNull().default(''),
    parameter_c1: text('parameter_c1').notNull().default(''),
    parameter_c2: text('parameter_c2').notNull().default(''),
    parameteR_NM: text('parameter_nm').notNull().default(''),
    parameter_Value: text('parameter_value').notNull(),
    remarks: text('remarks').notNull(),
  },
  (t) => [uniqueIndex('system_parameters_key').on(t.option, t.parameter_c, t.mfG_PLANT)],
);
