import { PrintShipment, type PrintShipmentList, printShipmentLists, type Registry } from '@fgss/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { box, masterLabel, pallet, shipment } from '../db/schema/history/index.js';
import { plants } from '../db/schema/parts/index.js';
import { notFound } from '../http/errors.js';
import type { FileReply, HandlersOf } from '../http/handlers.js';
import { lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;

const s = alias(shipment, 's');
const b = alias(box, 'b');
const p = alias(pallet, 'p');
const m = alias(masterLabel, 'm');
const pl = alias(plants, 'pl');
const SHIPPED = sql`${s.shipDate} IS NOT NULL`;

/** The ASN and where it went: the head of each of the three spreadsheets. */
interface ShipmentHeader {
  asnNumber: string;
  asnVersion: number;
  plantId: string;
  plantName: string;
  shipDate: string | null;
  deliverTo: string;
  customerId: string | null;
  truckInfo: string | null;
  carrier: string | null;
  transportationInformation: string | null;
  dockNm: string | null;
  employeeId: string | null;
}

/** The columns of each spreadsheet, in order, with their headings. */
const columns: Record<PrintShipmentList, [field: string, label: string][]> = {
  PL: [
    ['masterLabelSerialNumber', 'Master Label'],
    ['palletNumber', 'Pallet'],
    ['boxSerialNumber', 'Box Serial'],
    ['sewsPartNo', 'SEWS Part No'],
    ['sewsDesignLevel', 'Design Level'],
    ['custPartNo', 'Customer Part No'],
    ['custDesignLevel', 'Customer Design Level'],
    ['qty', 'Quantity'],
  ],
  PS: [
    ['sewsPartNo', 'SEWS Part No'],
    ['sewsDesignLevel', 'Design Level'],
    ['custPartNo', 'Customer Part No'],
    ['custDesignLevel', 'Customer Design Level'],
    ['boxes', 'Boxes'],
    ['qty', 'Quantity'],
  ],
  DL: [
    ['masterLabelSerialNumber', 'Master Label'],
    ['palletNumber', 'Pallet'],
    ['boxes', 'Boxes'],
    ['qty', 'Quantity'],
    ['palletLoadDTM', 'Pallet Load Date'],
  ],
};

/** The ASN's head, one 'label: value' line each, above the rows. */
const headLines = (h: ShipmentHeader): unknown[][] => [
  ['ASN No', `${h.asnNumber} (version ${h.asnVersion})`],
  ['Ship Date', h.shipDate],
  ['Plant', `${h.plantId} - ${h.plantName}`],
  ['Deliver To', h.deliverTo],
  ['Customer', h.customerId],
  ['Carrier', h.carrier],
  ['Truck', h.truckInfo],
  ['Transportation', h.transportationInformation],
  ['Dock', h.dockNm],
  ['Employee', h.employeeId],
];

/** The ASN's head for the three spreadsheets; 404 when no shipped ASN has that number. */
function headerOf(db: PlantDb, asn: string): ShipmentHeader & { id: number } {
  const row = db.get<(ShipmentHeader & { id: number }) | undefined>(
    sql`SELECT ${s.id} AS id, ${s.asnNumber} AS asnNumber, ${s.asnVersion} AS asnVersion, ${s.plantId} AS plantId,
          coalesce(${pl.plant_nm}, ${s.plantId}) AS plantName, ${s.shipDate} AS shipDate, ${s.deliverTo} AS deliverTo,
          ${s.customerId} AS customerId, ${s.truckInfo} AS truckInfo, ${s.carrier} AS carrier,
          ${s.transportationInfo} AS transportationInformation, ${s.dockNm} AS dockNm, ${s.employeeId} AS employeeId
        FROM ${shipment} s LEFT JOIN ${plants} pl ON ${pl.plantId} = ${s.plantId}
        WHERE ${s.asnNumber} = ${asn} AND ${SHIPPED}`,
  );
  if (!row) throw notFound(`ASN ${asn} has not shipped`);
  return row;
}

/**
 * One of the ASN's spreadsheets: title, date, the ASN's head, its boxes grouped as the list
 * needs them, the totals and END OF REPORT.
 */
function list(
  db: PlantDb,
  asn: string,
  which: PrintShipmentList,
  select: SQL,
  groupBy: SQL | null,
  orderBy: SQL,
): FileReply {
  const { id, ...head } = headerOf(db, asn);
  const rows = db.all<Record<string, unknown>>(
    sql`SELECT ${select} FROM ${box} b JOIN ${pallet} p ON ${p.id} = ${b.palletId}
        JOIN ${masterLabel} m ON ${m.id} = ${p.masterLabelId}
        WHERE ${b.shipmentId} = ${id} ${groupBy ? sql`GROUP BY ${groupBy}` : sql``} ORDER BY ${orderBy}`,
  );
  let boxes = 0;
  let qty = 0;
  for (const row of rows) {
    boxes += typeof row.boxes === 'number' ? row.boxes : 1;
    qty += typeof row.qty === 'number' ? row.qty : 0;
  }
  const { title, fileName } = printShipmentLists[which];
  return {
    fileName,
    title,
    columns: columns[which].map(([field, label]) => ({ field, label })),
    rows,
    head: [...headLines(head), []],
    foot: [['Total Boxes', boxes, 'Total Quantity', qty]],
  };
}

export const printShipmentHandlers: Handlers['PrintShipment'] = {
  asnNumbers: async (input, ctx) =>
    lookupPage(
      ctx.plant,
      {
        value: sql`${s.asnNumber}`,
        text: sql`${s.asnNumber} || ' - ' || substr(${s.shipDate}, 1, 10)`,
        from: sql`${shipment} s`,
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
          asnNumber: sql`${s.asnNumber}`,
          transportationInformation: sql`${s.transportationInfo}`,
          carrier: sql`${s.carrier}`,
          dateTimeStamp: sql`${s.dateTimeStamp}`,
          dockNm: sql`${s.dockNm}`,
          employeeId: sql`${s.employeeId}`,
        }),
        from: sql`${shipment} s`,
        where: new Where().add(SHIPPED).when(f.ASN, (asn) => sql`${s.asnNumber} = ${asn}`),
        order: ['dateTimeStamp', 'asnNumber'],
      },
      f,
    ),
  exportPL: async ({ ASN }, ctx) =>
    list(
      ctx.plant,
      ASN,
      'PL',
      sql`${m.masterLabelSerialNo} AS masterLabelSerialNumber, ${p.palletNo} AS palletNumber,
          ${b.boxSerialNo} AS boxSerialNumber, ${b.sewsPartNo} AS sewsPartNo, ${b.sewsDesignLevel} AS sewsDesignLevel,
          ${b.custPartNo} AS custPartNo, ${b.custDesignLevel} AS custDesignLevel, ${b.quantity} AS qty`,
      null,
      sql`${m.masterLabelSerialNo}, ${p.palletNo}, ${b.boxSerialNo}`,
    ),
  exportPS: async ({ ASN }, ctx) =>
    list(
      ctx.plant,
      ASN,
      'PS',
      sql`${b.sewsPartNo} AS sewsPartNo, ${b.sewsDesignLevel} AS sewsDesignLevel, max(${b.custPartNo}) AS custPartNo,
          max(${b.custDesignLevel}) AS custDesignLevel, count(*) AS boxes, sum(${b.quantity}) AS qty`,
      sql`${b.sewsPartNo}, ${b.sewsDesignLevel}`,
      sql`${b.sewsPartNo}, ${b.sewsDesignLevel}`,
    ),
  exportDL: async ({ ASN }, ctx) =>
    list(
      ctx.plant,
      ASN,
      'DL',
      sql`${m.masterLabelSerialNo} AS masterLabelSerialNumber, ${p.palletNo} AS palletNumber, count(*) AS boxes,
          sum(${b.quantity}) AS qty, ${p.palletLoadDtm} AS palletLoadDTM`,
      sql`${p.id}`,
      sql`${m.masterLabelSerialNo}, ${p.palletNo}`,
    ),
};
