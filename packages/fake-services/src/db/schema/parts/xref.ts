import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { plants } from './plants.js';

const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

/**
 * The plant's part cross-reference (spec 1 section 3, "XREF record"): every finished harness the
 * plant ships, its SEWS part number and design level, the floor's short part number, the
 * customer's part, and the checks the printing and shipping screens apply to it (the flags).
 * Property names are the spec's field names; the large seed holds 100,000 rows for JRZ1.
 */
export const xref = sqliteTable(
  'xref',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    plantId: ciText('plant_id')
      .notNull()
      .references(() => plants.plantId),
    sewS_PART_NO: ciText('sews_part_no').notNull(),
    shorT_PART_NO: ciText('short_part_no').notNull(),
    sewS_DESIGN_LEVEL: ciText('sews_design_level').notNull(),
    sewS_STS_CD: text('sews_sts_cd'),
    cust_sts_cd: text('cust_sts_cd'),
    misC1_CHAR_CUST: text('misc1_char_cust'),
    locatioN_CD: ciText('location_cd'),
    customerId: ciText('customer_id'),
    custPartNo: ciText('cust_part_no'),
    hrnS_LABEL: flag('hrns_label'),
    boX_CNT_LIST: flag('box_cnt_list'),
    verifY_BOXES: flag('verify_boxes'),
    activE_FLAG: flag('active_flag'),
    verifY_IHS_DATA: flag('verify_ihs_data'),
    verifY_COMPONENT_DATA: flag('verify_component_data'),
    verifY_SCAN_HRAN_PALLET_DATA: flag('verify_scan_hran_pallet_data'),
    validatE_INSPT: flag('validate_inspt'),
    qA_CERT: flag('qa_cert'),
    ihscaD_PRODUCT_NUMBER: text('ihscad_product_number'),
    ihscaD_DESIGN_LEVEL: text('ihscad_design_level'),
  },
  // The grid is always scoped by plant: every index leads with plant_id so that a page of one
  // plant's parts, filtered or sorted by part or short part, is read in index order.
  (t) => [
    uniqueIndex('xref_plant_part_level').on(t.plantId, t.sewS_PART_NO, t.sewS_DESIGN_LEVEL),
    index('xref_plant_short_part').on(t.plantId, t.shorT_PART_NO),
    index('xref_plant_customer_part').on(t.plantId, t.custPartNo),
    // One customer's parts by customer part number (the 'customer' filter of the grid).
    index('xref_plant_customer').on(t.plantId, t.customerId, t.custPartNo),
  ],
);

/** The trigram full-text index over the XREF's part numbers, for 'contains' filters (migration 0002). */
export const xrefSearch = {
  table: 'xref_search',
  columns: ['sewS_PART_NO', 'shorT_PART_NO', 'custPartNo'],
} as const;
