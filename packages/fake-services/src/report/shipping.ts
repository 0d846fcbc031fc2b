import {
  INCOMPLETESHIPMENTREPORT,
  INTERPLANTSHIPMENTREPORT,
  InTransitReport,
  inTransitReport,
  ReceiptReport,
  type Registry,
  receiptReport,
  ShipmentReport,
  shipmentReport,
} from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { type LookupInput, lookupPage, only, type ReportQuery, reportPage, rowFields, Where } from './sql.js';

/** A box with its pallet, master label and ASN: what the shipping reports list. */
const BOX_ON_ASN = `box b
  JOIN shipment s ON s.id = b.shipment_id
  LEFT JOIN pallet p ON p.id = b.pallet_id
  LEFT JOIN master_label m ON m.id = p.master_label_id`;

/** The reply fields of a box on an ASN, by the names the reports use. */
const boxFields: Record<string, string> = {
  sewsPartNo: 'b.sews_part_no',
  sewsDesignLevel: 'b.sews_design_level',
  custPartNo: 'b.cust_part_no',
  custDesignLevel: 'b.cust_design_level',
  shipDate: 's.ship_date',
  asnNumber: 's.asn_number',
  asnVersion: 's.asn_version',
  asnOriginPlant: 's.plant_id',
  asnDeliverTo: 's.deliver_to',
  truckInfo: 's.truck_info',
  mfgPlant: 's.mfg_plant',
  masterLabelSerialNumber: 'm.master_label_serial_no',
  truckLoadDTM: 'm.truck_load_dtm',
  palletNumber: 'p.pallet_no',
  skidDTM: 'm.skid_dtm',
  boxSerialNumber: 'b.box_serial_no',
  palletLoadDTM: 'p.pallet_load_dtm',
  backKanbanNumber: 'b.kanban',
  rcvDate: 's.received_at',
  receivingDate: 's.received_at',
  asnNumberRec: 's.asn_number_rec',
  customerId: 's.customer_id',
  qty: 'b.quantity',
};

/**
 * A box report: every field of the call's rows, one row per box (detail), or one per ASN and
 * part with its pieces summed (summary, the box-level fields empty). `asn` holds the conditions
 * on the ASN (s), `boxes` those on its boxes (b). A summary groups the boxes first, from the
 * index of an ASN's boxes by part, then joins the ASN to the groups.
 */
function boxReport(
  call: { response: unknown },
  shown: readonly string[],
  detail: boolean,
  asn: Where,
  boxes: Where,
  order: string[],
): ReportQuery {
  const fields = rowFields(call);
  if (detail) return { select: only(fields, boxFields), from: BOX_ON_ASN, where: asn.and(boxes), order };
  return {
    with: sql`per_part AS (
        SELECT b.shipment_id, b.sews_part_no, b.sews_design_level, max(b.cust_part_no) AS cust_part_no,
               max(b.cust_design_level) AS cust_design_level, sum(b.quantity) AS quantity
        FROM box b
        WHERE b.shipment_id IN (SELECT s.id FROM shipment s ${asn.sql()}) AND ${boxes.conditions()}
        GROUP BY b.shipment_id, b.sews_part_no, b.sews_design_level)`,
    select: only(fields, only(shown, boxFields)),
    from: 'per_part b JOIN shipment s ON s.id = b.shipment_id',
    where: new Where(),
    order,
  };
}
const partColumn = (option: 'C' | 'S') => (option === 'C' ? 'b.cust_part_no' : 'b.sews_part_no');

/** The ASN numbers of a plant's shipments of one kind, newest first. */
function asnLookup(db: PlantDb, input: LookupInput, kind: string, plantColumn = 's.plant_id') {
  const where = new Where().when(input.plantID, `${plantColumn} = ?`).add(kind);
  return lookupPage(db, { value: 's.asn_number', from: 'shipment s', where, desc: true }, input);
}

/** Distinct part numbers of the boxes on a plant's ASNs of one kind. */
function partLookup(
  db: PlantDb,
  input: LookupInput,
  column: 'sews' | 'cust',
  kind: string,
  plantColumn = 's.plant_id',
) {
  const where = new Where().when(input.plantID, `${plantColumn} = ?`).add(kind);
  return lookupPage(
    db,
    { value: `b.${column}_part_no`, from: 'shipment s JOIN box b ON b.shipment_id = s.id', where },
    input,
  );
}

const SHIPPED = 's.ship_date IS NOT NULL';
const INTER_PLANT = "s.deliver_type = 'PLANT' AND s.ship_date IS NOT NULL";
const INCOMPLETE = "s.status IN ('loading', 'reopened')";
const RECEIVED = 's.received_at IS NOT NULL';

type Handlers = HandlersOf<Registry['report']>;

export const shipmentHandlers: Handlers['ShipmentReport'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, SHIPPED),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', SHIPPED),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', SHIPPED),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const asn = new Where()
      .add('s.plant_id = ?', f.plantID)
      .days('s.ship_date', f.dateFrom, f.dateTo)
      .when(f.ASN, 's.asn_number = ?');
    const boxes = new Where().when(f.custPartNo, `${partColumn(f.partNumberOption)} = ?`);
    const columns = shipmentReport.columns[f.reportOption];
    const order = ['shipDate', 'asnNumber', detail ? 'boxSerialNumber' : 'sewsPartNo'];
    return reportPage(ctx.plant, boxReport(ShipmentReport.search, columns, detail, asn, boxes, order), f);
  },
};

export const inTransitHandlers: Handlers['InTransitReport'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, INTER_PLANT),
  sewsPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', INTER_PLANT),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const asn = new Where()
      .add('s.plant_id = ?', f.plantID)
      .add(INTER_PLANT)
      .days('s.ship_date', f.dateFrom, f.dateTo)
      .when(f.ASN, 's.asn_number = ?');
    if (f.inTransitOption === 'T') asn.add('s.received_at IS NULL');
    if (f.inTransitOption === 'R') asn.add(RECEIVED);
    const boxes = new Where().when(f.sewsPartNo, 'b.sews_part_no = ?');
    const order = ['shipDate', 'asnNumber', detail ? 'boxSerialNumber' : 'sewsPartNo'];
    return reportPage(
      ctx.plant,
      boxReport(InTransitReport.search, inTransitReport.columnsFor(f), detail, asn, boxes, order),
      f,
    );
  },
};

/** Receipts: inter-plant ASNs received at the plant (deliver_to), by receiving date. */
export const receiptHandlers: Handlers['ReceiptReport'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, RECEIVED, 's.deliver_to'),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', RECEIVED, 's.deliver_to'),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', RECEIVED, 's.deliver_to'),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const asn = new Where()
      .add('s.deliver_to = ?', f.plantID)
      .add("s.deliver_type = 'PLANT'")
      .days('s.received_at', f.dateFrom, f.dateTo)
      .when(f.ASN, 's.asn_number = ?');
    const boxes = new Where().when(f.partNumber, `${partColumn(f.partNumberOption)} = ?`);
    const columns = receiptReport.columns[f.reportOption];
    const order = ['receivingDate', 'asnNumber', detail ? 'boxSerialNumber' : 'sewsPartNo'];
    return reportPage(ctx.plant, boxReport(ReceiptReport.search, columns, detail, asn, boxes, order), f);
  },
};

export const interPlantHandlers: Handlers['INTERPLANTSHIPMENTREPORT'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, INTER_PLANT),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', INTER_PLANT),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', INTER_PLANT),
  search: async (f, ctx) => {
    const asn = new Where()
      .add('s.plant_id = ?', f.plantID)
      .add(INTER_PLANT)
      .days('s.ship_date', f.dateFrom, f.dateTo)
      .when(f.ASN, 's.asn_number = ?');
    const boxes = new Where().when(f.partNumber, `${partColumn(f.partNumberOption)} = ?`);
    const order = ['shipDate', 'asnNumber', 'boxSerialNumber'];
    return reportPage(ctx.plant, boxReport(INTERPLANTSHIPMENTREPORT.search, [], true, asn, boxes, order), f);
  },
};

/** Incomplete shipments: boxes on ASNs whose truck is still loading, or reopened. */
export const incompleteShipmentHandlers: Handlers['INCOMPLETESHIPMENTREPORT'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, INCOMPLETE),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', INCOMPLETE),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', INCOMPLETE),
  search: async (f, ctx) => {
    const asn = new Where()
      .add('s.plant_id = ?', f.plantID)
      .add(INCOMPLETE)
      .days('s.date_time_stamp', f.dateFrom, f.dateTo)
      .when(f.ASN, 's.asn_number = ?');
    const boxes = new Where().when(f.custPartNo, `${partColumn(f.partNumberReport)} = ?`);
    const order = ['asnNumber', 'masterLabelSerialNumber', 'palletNumber', 'boxSerialNumber'];
    return reportPage(ctx.plant, boxReport(INCOMPLETESHIPMENTREPORT.search, [], true, asn, boxes, order), f);
  },
};
