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
import { type SQL, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { box, masterLabel, pallet, shipment } from '../db/schema/history/index.js';
import { shipmentPart } from '../db/schema/shipment-rollup/index.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { type LookupInput, lookupPage, only, type ReportQuery, reportPage, rowFields, Where } from './sql.js';

const s = alias(shipment, 's');
const b = alias(box, 'b');
const p = alias(pallet, 'p');
const m = alias(masterLabel, 'm');
const r = alias(shipmentPart, 'r');

/** A box with its pallet, master label and ASN: what the shipping reports list. */
const BOX_ON_ASN = sql`${box} b
  JOIN ${shipment} s ON ${s.id} = ${b.shipmentId}
  LEFT JOIN ${pallet} p ON ${p.id} = ${b.palletId}
  LEFT JOIN ${masterLabel} m ON ${m.id} = ${p.masterLabelId}`;
/** The boxes on ASNs without the pallet and master label, which only add columns. */
const BOXES_ON_ASN = {
  from: sql`${box} b JOIN ${shipment} s ON ${s.id} = ${b.shipmentId}`,
  key: sql`${b.id}`,
  outer: ['p', 'm'],
};
/** An ASN's parts with their pieces (the rollup kept by triggers), and the ASN. */
const PARTS_ON_ASN = sql`${shipmentPart} r JOIN ${shipment} s ON ${s.id} = ${r.shipmentId}`;

/** The reply fields of a box on an ASN, by the names the reports use. */
const boxFields: Record<string, SQL> = {
  sewsPartNo: sql`${b.sewsPartNo}`,
  sewsDesignLevel: sql`${b.sewsDesignLevel}`,
  custPartNo: sql`${b.custPartNo}`,
  custDesignLevel: sql`${b.custDesignLevel}`,
  shipDate: sql`${s.shipDate}`,
  asnNumber: sql`${s.asnNumber}`,
  asnVersion: sql`${s.asnVersion}`,
  asnOriginPlant: sql`${s.plantId}`,
  asnDeliverTo: sql`${s.deliverTo}`,
  truckInfo: sql`${s.truckInfo}`,
  mfgPlant: sql`${s.mfgPlant}`,
  masterLabelSerialNumber: sql`${m.masterLabelSerialNo}`,
  truckLoadDTM: sql`${m.truckLoadDtm}`,
  palletNumber: sql`${p.palletNo}`,
  skidDTM: sql`${m.skidDtm}`,
  boxSerialNumber: sql`${b.boxSerialNo}`,
  palletLoadDTM: sql`${p.palletLoadDtm}`,
  backKanbanNumber: sql`${b.kanban}`,
  rcvDate: sql`${s.receivedAt}`,
  receivingDate: sql`${s.receivedAt}`,
  asnNumberRec: sql`${s.asnNumberRec}`,
  customerId: sql`${s.customerId}`,
  qty: sql`${b.quantity}`,
};

/**
 * The fields of a summary row, one per ASN and part, from the rollup: the ASN's plant, ship
 * date and number are the rollup's copies, so that its index gives the reports' order.
 */
const partFields: Record<string, SQL> = {
  ...boxFields,
  sewsPartNo: sql`${r.sewsPartNo}`,
  sewsDesignLevel: sql`${r.sewsDesignLevel}`,
  custPartNo: sql`nullif(${r.custPartNo}, '')`,
  custDesignLevel: sql`nullif(${r.custDesignLevel}, '')`,
  shipDate: sql`${r.shipDate}`,
  asnNumber: sql`${r.asnNumber}`,
  asnOriginPlant: sql`${r.plantId}`,
  qty: sql`${r.quantity}`,
};

/** The columns a report filters on: a box's and its ASN's (detail), or the rollup's (summary). */
interface On {
  plantId: SQLiteColumn;
  shipDate: SQLiteColumn;
  asnNumber: SQLiteColumn;
  sewsPartNo: SQLiteColumn;
  custPartNo: SQLiteColumn;
}
const onBoxes: On = {
  plantId: s.plantId,
  shipDate: s.shipDate,
  asnNumber: s.asnNumber,
  sewsPartNo: b.sewsPartNo,
  custPartNo: b.custPartNo,
};
const onParts: On = {
  plantId: r.plantId,
  shipDate: r.shipDate,
  asnNumber: r.asnNumber,
  sewsPartNo: r.sewsPartNo,
  custPartNo: r.custPartNo,
};
const on = (detail: boolean) => (detail ? onBoxes : onParts);

/**
 * A box report: every field of the call's rows, one row per box (detail), or one per ASN and
 * part with its pieces from the rollup (summary, the box-level fields empty).
 */
function boxReport(
  call: { response: unknown },
  shown: readonly string[],
  detail: boolean,
  where: Where,
  order: ReportQuery['order'],
): ReportQuery {
  const fields = rowFields(call);
  if (detail) return { select: only(fields, boxFields), from: BOX_ON_ASN, narrow: BOXES_ON_ASN, where, order };
  return { select: only(fields, only(shown, partFields)), from: PARTS_ON_ASN, where, order };
}
const partColumn = (c: On, option: 'C' | 'S') => (option === 'C' ? c.custPartNo : c.sewsPartNo);
/**
 * The order of a box report: by date and ASN, then box (detail) or part (summary). The ASN's id
 * changes nothing (its number is unique) but tells SQLite that an ASN's boxes can be read in
 * serial order from their index, instead of sorting each ASN's boxes.
 */
const byAsn = (date: string, detail: boolean) =>
  detail ? [date, 'asnNumber', sql`${s.id}`, 'boxSerialNumber'] : [date, 'asnNumber', 'sewsPartNo', 'sewsDesignLevel'];

/** The ASN numbers of a plant's shipments of one kind, newest first. */
function asnLookup(db: PlantDb, input: LookupInput, kind: SQL, plantColumn: SQLiteColumn = s.plantId) {
  const where = new Where().when(input.plantID, (plant) => sql`${plantColumn} = ${plant}`).add(kind);
  return lookupPage(db, { value: sql`${s.asnNumber}`, from: sql`${shipment} s`, where, desc: true }, input);
}

/** Distinct part numbers of the boxes on a plant's ASNs of one kind. */
function partLookup(
  db: PlantDb,
  input: LookupInput,
  column: 'sews' | 'cust',
  kind: SQL,
  plantColumn: SQLiteColumn = s.plantId,
) {
  const where = new Where().when(input.plantID, (plant) => sql`${plantColumn} = ${plant}`).add(kind);
  return lookupPage(
    db,
    {
      value: sql`${column === 'cust' ? b.custPartNo : b.sewsPartNo}`,
      from: sql`${shipment} s JOIN ${box} b ON ${b.shipmentId} = ${s.id}`,
      where,
    },
    input,
  );
}

const SHIPPED = sql`${s.shipDate} IS NOT NULL`;
const INTER_PLANT = sql`${s.deliverType} = 'PLANT' AND ${s.shipDate} IS NOT NULL`;
const INCOMPLETE = sql`${s.status} IN ('loading', 'reopened')`;
const RECEIVED = sql`${s.receivedAt} IS NOT NULL`;

type Handlers = HandlersOf<Registry['report']>;

export const shipmentHandlers: Handlers['ShipmentReport'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, SHIPPED),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', SHIPPED),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', SHIPPED),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const c = on(detail);
    const where = new Where()
      .add(sql`${c.plantId} = ${f.plantID}`)
      .days(sql`${c.shipDate}`, f.dateFrom, f.dateTo)
      .when(f.ASN, (asn) => sql`${c.asnNumber} = ${asn}`)
      .when(f.custPartNo, (part) => sql`${partColumn(c, f.partNumberOption)} = ${part}`);
    const columns = shipmentReport.columns[f.reportOption];
    return reportPage(
      ctx.plant,
      boxReport(ShipmentReport.search, columns, detail, where, byAsn('shipDate', detail)),
      f,
    );
  },
};

export const inTransitHandlers: Handlers['InTransitReport'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, INTER_PLANT),
  sewsPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', INTER_PLANT),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const c = on(detail);
    const where = new Where()
      .add(sql`${c.plantId} = ${f.plantID}`)
      .add(INTER_PLANT)
      .days(sql`${c.shipDate}`, f.dateFrom, f.dateTo)
      .when(f.ASN, (asn) => sql`${c.asnNumber} = ${asn}`)
      .when(f.sewsPartNo, (part) => sql`${c.sewsPartNo} = ${part}`);
    if (f.inTransitOption === 'T') where.add(sql`${s.receivedAt} IS NULL`);
    if (f.inTransitOption === 'R') where.add(RECEIVED);
    return reportPage(
      ctx.plant,
      boxReport(InTransitReport.search, inTransitReport.columnsFor(f), detail, where, byAsn('shipDate', detail)),
      f,
    );
  },
};

/** Receipts: inter-plant ASNs received at the plant (deliver_to), by receiving date. */
export const receiptHandlers: Handlers['ReceiptReport'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, RECEIVED, s.deliverTo),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', RECEIVED, s.deliverTo),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', RECEIVED, s.deliverTo),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const c = on(detail);
    const where = new Where()
      .add(sql`${s.deliverTo} = ${f.plantID}`)
      .add(sql`${s.deliverType} = 'PLANT'`)
      .days(sql`${s.receivedAt}`, f.dateFrom, f.dateTo)
      .when(f.ASN, (asn) => sql`${c.asnNumber} = ${asn}`)
      .when(f.partNumber, (part) => sql`${partColumn(c, f.partNumberOption)} = ${part}`);
    const columns = receiptReport.columns[f.reportOption];
    return reportPage(
      ctx.plant,
      boxReport(ReceiptReport.search, columns, detail, where, byAsn('receivingDate', detail)),
      f,
    );
  },
};

export const interPlantHandlers: Handlers['INTERPLANTSHIPMENTREPORT'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, INTER_PLANT),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', INTER_PLANT),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', INTER_PLANT),
  search: async (f, ctx) => {
    const where = new Where()
      .add(sql`${s.plantId} = ${f.plantID}`)
      .add(INTER_PLANT)
      .days(sql`${s.shipDate}`, f.dateFrom, f.dateTo)
      .when(f.ASN, (asn) => sql`${s.asnNumber} = ${asn}`)
      .when(f.partNumber, (part) => sql`${partColumn(onBoxes, f.partNumberOption)} = ${part}`);
    return reportPage(
      ctx.plant,
      boxReport(INTERPLANTSHIPMENTREPORT.search, [], true, where, byAsn('shipDate', true)),
      f,
    );
  },
};

/** Incomplete shipments: boxes on ASNs whose truck is still loading, or reopened. */
export const incompleteShipmentHandlers: Handlers['INCOMPLETESHIPMENTREPORT'] = {
  ...plantHandlers,
  asnNumbers: async (input, ctx) => asnLookup(ctx.plant, input, INCOMPLETE),
  custPartNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'cust', INCOMPLETE),
  sewsNumbers: async (input, ctx) => partLookup(ctx.plant, input, 'sews', INCOMPLETE),
  search: async (f, ctx) => {
    const where = new Where()
      .add(sql`${s.plantId} = ${f.plantID}`)
      .add(INCOMPLETE)
      .days(sql`${s.dateTimeStamp}`, f.dateFrom, f.dateTo)
      .when(f.ASN, (asn) => sql`${s.asnNumber} = ${asn}`)
      .when(f.custPartNo, (part) => sql`${partColumn(onBoxes, f.partNumberReport)} = ${part}`);
    const order = ['asnNumber', 'masterLabelSerialNumber', 'palletNumber', 'boxSerialNumber'];
    return reportPage(ctx.plant, boxReport(INCOMPLETESHIPMENTREPORT.search, [], true, where, order), f);
  },
};
