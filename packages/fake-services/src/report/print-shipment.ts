import { PrintShipment, type Registry, type ShipmentHeader } from '@fgss/contracts';
import type { PlantDb } from '../db/plant.js';
import { notFound } from '../http/errors.js';
import type { HandlersOf } from '../http/handlers.js';
import { lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;

const SHIPPED = 's.ship_date IS NOT NULL';

/** The ASN's head for the three spreadsheets; 404 when no shipped ASN has that number. */
function headerOf(db: PlantDb, asn: string): ShipmentHeader & { id: number } {
  const row = db.$client
    .prepare(
      `SELECT s.id, s.asn_number AS asnNumber, s.asn_version AS asnVersion, s.plant_id AS plantId,
              coalesce(pl.plant_nm, s.plant_id) AS plantName, s.ship_date AS shipDate, s.deliver_to AS deliverTo,
              s.customer_id AS customerId, s.truck_info AS truckInfo, s.carrier, s.transportation_info AS transportationInformation,
              s.dock_nm AS dockNm, s.employee_id AS employeeId
       FROM shipment s LEFT JOIN plant pl ON pl.plant_id = s.plant_id WHERE s.asn_number = ? AND ${SHIPPED}`,
    )
    .get(asn) as (ShipmentHeader & { id: number }) | undefined;
  if (!row) throw notFound(`ASN ${asn} has not shipped`);
  return row;
}

/** The boxes of an ASN grouped as a spreadsheet needs them, with its head. */
function list<R>(db: PlantDb, asn: string, select: string, groupBy: string | null, orderBy: string) {
  const { id, ...shipment } = headerOf(db, asn);
  const data = db.$client
    .prepare(
      `SELECT ${select} FROM box b JOIN pallet p ON p.id = b.pallet_id JOIN master_label m ON m.id = p.master_label_id
       WHERE b.shipment_id = ? ${groupBy ? `GROUP BY ${groupBy}` : ''} ORDER BY ${orderBy}`,
    )
    .all(id) as R[];
  return { shipment, data };
}

export const printShipmentHandlers: Handlers['PrintShipment'] = {
  asnNumbers: async (input, ctx) =>
    lookupPage(
      ctx.plant,
      {
        value: 's.asn_number',
        text: "s.asn_number || ' - ' || substr(s.ship_date, 1, 10)",
        from: 'shipment s',
        where: new Where().add(SHIPPED),
        desc: true,
      },
      input,
    ),
  search: async (f, ctx) =>
    reportPage(
      ctx.plant,
      {
        select: only(rowFields(PrintShipment.search), {
          asnNumber: 's.asn_number',
          transportationInformation: 's.transportation_info',
          carrier: 's.carrier',
          dateTimeStamp: 's.date_time_stamp',
          dockNm: 's.dock_nm',
          employeeId: 's.employee_id',
        }),
        from: 'shipment s',
        where: new Where().add(SHIPPED).when(f.ASN, 's.asn_number = ?'),
        order: ['dateTimeStamp', 'asnNumber'],
      },
      f,
    ),
  packingList: async ({ ASN }, ctx) =>
    list(
      ctx.plant,
      ASN,
      `m.master_label_serial_no AS masterLabelSerialNumber, p.pallet_no AS palletNumber, b.box_serial_no AS boxSerialNumber,
       b.sews_part_no AS sewsPartNo, b.sews_design_level AS sewsDesignLevel, b.cust_part_no AS custPartNo,
       b.cust_design_level AS custDesignLevel, b.quantity AS qty`,
      null,
      'm.master_label_serial_no, p.pallet_no, b.box_serial_no',
    ),
  summaryPackingList: async ({ ASN }, ctx) =>
    list(
      ctx.plant,
      ASN,
      `b.sews_part_no AS sewsPartNo, b.sews_design_level AS sewsDesignLevel, max(b.cust_part_no) AS custPartNo,
       max(b.cust_design_level) AS custDesignLevel, count(*) AS boxes, sum(b.quantity) AS qty`,
      'b.sews_part_no, b.sews_design_level',
      'b.sews_part_no, b.sews_design_level',
    ),
  deliveryList: async ({ ASN }, ctx) =>
    list(
      ctx.plant,
      ASN,
      `m.master_label_serial_no AS masterLabelSerialNumber, p.pallet_no AS palletNumber, count(*) AS boxes,
       sum(b.quantity) AS qty, p.pallet_load_dtm AS palletLoadDTM`,
      'p.id',
      'm.master_label_serial_no, p.pallet_no',
    ),
};
