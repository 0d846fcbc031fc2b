import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';

/**
 * Dates and times of the history are plant-local text 'YYYY-MM-DD HH:MM:SS' (dates alone
 * 'YYYY-MM-DD'): they sort and compare as text, and range filters use the indexes.
 */

/** Where an ASN goes: a customer's warehouse, or another plant (inter-plant). */
export const deliverTypes = ['CUSTOMER', 'PLANT'] as const;
/**
 * 'loading': master labels are being loaded on the truck (an incomplete shipment);
 * 'shipped': the truck left; 'reopened': a shipped ASN opened again for a new version.
 */
export const shipmentStatuses = ['loading', 'shipped', 'reopened'] as const;

/**
 * One ASN (advance ship notice): a truck leaving a plant with master labels, at its current
 * version. An inter-plant ASN is received by the plant it was delivered to (received_*).
 */
export const shipment = sqliteTable(
  'shipment',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    asnNumber: ciText('asn_number').notNull(),
    asnVersion: integer('asn_version').notNull().default(1),
    /** The plant that ships (asnOriginPlant). */
    plantId: ciText('plant_id').notNull(),
    /** The plant that made the goods (the origin plant unless it ships another plant's goods). */
    mfgPlant: ciText('mfg_plant').notNull(),
    deliverType: text('deliver_type', { enum: deliverTypes }).notNull(),
    /** The customer's destination code, or the receiving plant id (asnDeliverTo). */
    deliverTo: ciText('deliver_to').notNull(),
    /** The customer of a customer delivery (null between plants). */
    customerId: ciText('customer_id'),
    custGroup: ciText('cust_group'),
    /** The customer's ship-to warehouse (max 5), as shipment plans name it. */
    shipToWhse: ciText('ship_to_whse'),
    truckInfo: text('truck_info'),
    carrier: text('carrier'),
    transportationInfo: text('transportation_info'),
    dockNm: text('dock_nm'),
    employeeId: text('employee_id'),
    /** When the ASN was created. */
    dateTimeStamp: text('date_time_stamp').notNull(),
    /** When the truck left; null while loading. */
    shipDate: text('ship_date'),
    status: text('status', { enum: shipmentStatuses }).notNull(),
    /** Receipt at the receiving plant (inter-plant only): its own receiving number, when and who. */
    asnNumberRec: ciText('asn_number_rec'),
    receivedAt: text('received_at'),
    receivedBy: text('received_by'),
  },
  (t) => [
    uniqueIndex('shipment_asn').on(t.asnNumber),
    // A plant's ASNs in the reports' order: by ship date, then number.
    index('shipment_plant_ship_date_asn').on(t.plantId, t.shipDate, t.asnNumber),
    index('shipment_plant_status_created').on(t.plantId, t.status, t.dateTimeStamp),
    index('shipment_deliver_to_received').on(t.deliverTo, t.receivedAt),
    index('shipment_inter_plant').on(t.plantId, t.shipDate).where(sql`deliver_type = 'PLANT'`),
  ],
);
