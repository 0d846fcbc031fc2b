import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { shipment } from '../history/shipments.js';

/**
 * The pieces and boxes of each ASN per part: what the shipment summaries list, one row per ASN
 * and part (SEWS part and level, customer part and level). Triggers on box and shipment keep it
 * equal to the boxes in the same transaction as every write, whatever code writes (migration
 * 0001 of this domain, which also backfills it). The ASN's plant, ship date and number are
 * copied here so that a summary page is read in the reports' order from one index.
 * A customer part or level the box lacks is '' (a key column cannot be NULL to be upserted).
 */
export const shipmentPart = sqliteTable(
  'shipment_part',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipment.id),
    plantId: ciText('plant_id').notNull(),
    shipDate: text('ship_date'),
    asnNumber: ciText('asn_number').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    custPartNo: ciText('cust_part_no').notNull(),
    custDesignLevel: ciText('cust_design_level').notNull(),
    quantity: integer('quantity').notNull(),
    boxes: integer('boxes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.sewsPartNo, t.sewsDesignLevel, t.custPartNo, t.custDesignLevel] }),
    // A plant's summary rows in the reports' order (ship date, ASN, part).
    index('shipment_part_plant_ship_date').on(t.plantId, t.shipDate, t.asnNumber, t.sewsPartNo, t.sewsDesignLevel),
  ],
);
