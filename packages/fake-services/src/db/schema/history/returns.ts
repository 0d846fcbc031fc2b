import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { box } from './labels.js';

/** A return ASN: 'T' in transit from the customer, 'R' received, 'I' re-inspected. */
export const returnStatuses = ['T', 'R', 'I'] as const;

/** Boxes a customer sends back to a plant under a return ASN. */
export const returnAsn = sqliteTable(
  'return_asn',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    returnAsnNumber: ciText('return_asn_number').notNull(),
    /** The plant receiving the return. */
    plantId: ciText('plant_id').notNull(),
    mfgPlant: ciText('mfg_plant').notNull(),
    customerId: ciText('customer_id').notNull(),
    truckInfo: text('truck_info'),
    /** When the customer shipped it back. */
    shipDate: text('ship_date').notNull(),
    dateTimeStamp: text('date_time_stamp').notNull(),
    receivedAt: text('received_at'),
    receivedBy: text('received_by'),
    recInspDate: text('rec_insp_date'),
    recInsBy: text('rec_ins_by'),
    status: text('status', { enum: returnStatuses }).notNull(),
  },
  (t) => [
    uniqueIndex('return_asn_number').on(t.returnAsnNumber),
    index('return_asn_plant_ship_date').on(t.plantId, t.shipDate),
    index('return_asn_plant_received').on(t.plantId, t.receivedAt),
  ],
);

/** One box of a return ASN; reshipped when it goes back to the customer after re-inspection. */
export const returnBox = sqliteTable(
  'return_box',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    returnAsnId: integer('return_asn_id')
      .notNull()
      .references(() => returnAsn.id),
    /** The shipped box that came back (null when its label is unknown to this plant). */
    boxId: integer('box_id').references(() => box.id),
    boxSerialNo: ciText('box_serial_no').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    custPartNo: ciText('cust_part_no'),
    quantity: integer('quantity').notNull(),
    reshippedAt: text('reshipped_at'),
  },
  (t) => [index('return_box_asn').on(t.returnAsnId), index('return_box_reshipped').on(t.reshippedAt)],
);
