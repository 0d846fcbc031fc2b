import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ciText } from '../columns.js';
import { shipment } from './shipments.js';

/**
 * The life of every label of the plant, one status vocabulary for all four levels:
 * 'printed' (label printed, in no container yet), 'packed' (inside its container: a harness in
 * a box, a box on a pallet, a pallet under a master label, a master label on a loading truck),
 * 'shipped' (its ASN left).
 * Label Printed but not Shipped lists the labels whose status is 'printed' or 'packed'.
 */
export const labelStatuses = ['printed', 'packed', 'shipped'] as const;
export type LabelStatus = (typeof labelStatuses)[number];

/** Who printed a label, when and where: the columns every label print fills. */
const printed = {
  printedAt: text('printed_at').notNull(),
  printedBy: text('printed_by').notNull(),
  printerName: text('printer_name'),
};

/** A master (skid) label: pallets loaded together, then loaded on a truck under an ASN. */
export const masterLabel = sqliteTable(
  'master_label',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    masterLabelSerialNo: ciText('master_label_serial_no').notNull(),
    plantId: ciText('plant_id').notNull(),
    shipmentId: integer('shipment_id').references(() => shipment.id),
    /** When the skid was built (skiD_DTM). */
    skidDtm: text('skid_dtm'),
    /** When it was loaded on the truck (trucK_LOD_DTM). */
    truckLoadDtm: text('truck_load_dtm'),
    ...printed,
    status: text('status', { enum: labelStatuses }).notNull(),
  },
  (t) => [
    uniqueIndex('master_label_serial').on(t.masterLabelSerialNo),
    index('master_label_shipment').on(t.shipmentId),
    index('master_label_plant_status_printed').on(t.plantId, t.status, t.printedAt),
  ],
);

/** A pallet of boxes, loaded under a master label. */
export const pallet = sqliteTable(
  'pallet',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    palletNo: ciText('pallet_no').notNull(),
    plantId: ciText('plant_id').notNull(),
    masterLabelId: integer('master_label_id').references(() => masterLabel.id),
    /** When it was loaded under its master label (palleT_LOD_DTM). */
    palletLoadDtm: text('pallet_load_dtm'),
    ...printed,
    status: text('status', { enum: labelStatuses }).notNull(),
  },
  (t) => [
    uniqueIndex('pallet_no').on(t.palletNo),
    index('pallet_master_label').on(t.masterLabelId),
    index('pallet_plant_status_printed').on(t.plantId, t.status, t.printedAt),
  ],
);

/**
 * A box of harnesses of one part.
 *
 * A BOX LABEL PRINT inserts one row with: boxSerialNo (max 15, unique), plantId, sewsPartNo,
 * sewsDesignLevel, custPartNo, custDesignLevel, customerId, kanban (optional), quantity,
 * printedAt ('YYYY-MM-DD HH:MM:SS', plant time), printedBy (user id), printerName,
 * status 'printed'; locationCd optional; palletId, shipmentId, boxPackDtm stay null.
 * Such a box shows in Label Printed but not Shipped (type Box) and in the Inventory report.
 */
export const box = sqliteTable(
  'box',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    boxSerialNo: ciText('box_serial_no').notNull(),
    plantId: ciText('plant_id').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    custPartNo: ciText('cust_part_no'),
    custDesignLevel: ciText('cust_design_level'),
    customerId: ciText('customer_id'),
    /** The back kanban number of the box. */
    kanban: ciText('kanban'),
    /** Pieces in the box (pieceS_PER_BOX). */
    quantity: integer('quantity').notNull(),
    palletId: integer('pallet_id').references(() => pallet.id),
    /** When it was packed on its pallet (boX_PACK_DTM). */
    boxPackDtm: text('box_pack_dtm'),
    /**
     * The ASN its master label is loaded under: the same as pallet -> master label -> shipment,
     * kept on the box because most reports are about the boxes of ASNs.
     */
    shipmentId: integer('shipment_id').references(() => shipment.id),
    /** Where it is stored while in stock (a location code of the location master). */
    locationCd: ciText('location_cd'),
    ...printed,
    status: text('status', { enum: labelStatuses }).notNull(),
  },
  (t) => [
    uniqueIndex('box_serial').on(t.boxSerialNo),
    index('box_pallet').on(t.palletId),
    // An ASN's boxes in serial order (detail pages), and by part with their pieces (summaries).
    index('box_shipment_serial').on(t.shipmentId, t.boxSerialNo),
    index('box_shipment_parts').on(
      t.shipmentId,
      t.sewsPartNo,
      t.sewsDesignLevel,
      t.quantity,
      t.custPartNo,
      t.custDesignLevel,
    ),
    index('box_plant_status_printed').on(t.plantId, t.status, t.printedAt),
    index('box_plant_location').on(t.plantId, t.locationCd),
    index('box_plant_sews_part').on(t.plantId, t.sewsPartNo),
    index('box_plant_cust_part').on(t.plantId, t.custPartNo),
  ],
);

/**
 * One harness serial label.
 *
 * A HARNESS LABEL PRINT inserts one row with: harnessSerialNo (max 25, unique), plantId,
 * sewsPartNo, sewsDesignLevel, custPartNo, custDesignLevel, customerId, quantity (1 unless the
 * label is for a set), mfgDate ('YYYY-MM-DD', the print date), printedAt ('YYYY-MM-DD HH:MM:SS',
 * plant time), printedBy (user id), printerName, status 'printed'; boxId stays null.
 * Such a harness shows in Label Printed but not Shipped (type Harness) and Box/Harness.
 */
export const harnessSerial = sqliteTable(
  'harness_serial',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    harnessSerialNo: ciText('harness_serial_no').notNull(),
    plantId: ciText('plant_id').notNull(),
    sewsPartNo: ciText('sews_part_no').notNull(),
    sewsDesignLevel: ciText('sews_design_level').notNull(),
    custPartNo: ciText('cust_part_no'),
    custDesignLevel: ciText('cust_design_level'),
    customerId: ciText('customer_id'),
    quantity: integer('quantity').notNull().default(1),
    boxId: integer('box_id').references(() => box.id),
    mfgDate: text('mfg_date').notNull(),
    ...printed,
    status: text('status', { enum: labelStatuses }).notNull(),
  },
  (t) => [
    uniqueIndex('harness_serial_no').on(t.harnessSerialNo),
    index('harness_serial_box').on(t.boxId),
    index('harness_serial_plant_status_printed').on(t.plantId, t.status, t.printedAt),
  ],
);
