import {
  BoxHarnessReport,
  monthOptions,
  OverShipmentTraceReport,
  type overShipmentDetailRow,
  type Registry,
} from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { box, harnessSerial, shipment, shipmentPlan } from '../db/schema/history/index.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;
type OverShipmentDetail = z.infer<typeof overShipmentDetailRow>;

const s = alias(shipment, 's');
const b = alias(box, 'b');
const h = alias(harnessSerial, 'h');

export const boxHarnessHandlers: Handlers['BoxHarnessReport'] = {
  ...plantHandlers,
  search: async (f, ctx) => {
    // An inner join when a box is asked: the search starts from its serial's index.
    const where = new Where()
      .when(f.plantID, (plant) => sql`${h.plantId} = ${plant}`)
      .when(f.harnessSNO, (serial) => sql`${h.harnessSerialNo} = ${serial}`)
      .when(f.boxSNO, (serial) => sql`${b.boxSerialNo} = ${serial}`);
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(BoxHarnessReport.search), {
          id: sql`${h.id}`,
          plantId: sql`${h.plantId}`,
          boxSNO: sql`${b.boxSerialNo}`,
          harnessSNO: sql`${h.harnessSerialNo}`,
          mfgDate: sql`${h.mfgDate}`,
          shippingDate: sql`${s.shipDate}`,
        }),
        from: sql`${harnessSerial} h ${sql.raw(f.boxSNO ? 'JOIN' : 'LEFT JOIN')} ${box} b ON ${b.id} = ${h.boxId}
               LEFT JOIN ${shipment} s ON ${s.id} = ${b.shipmentId}`,
        where,
        order: ['harnessSNO'],
      },
      f,
    );
  },
};

const thisYear = () => String(new Date().getFullYear());
/** 'yyyy-MM-01' of a month and of the month after it. */
function monthBounds(year: number, month: number): [string, string] {
  const next = month === 12 ? [year + 1, 1] : [year, month + 1];
  const text = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return [text(year, month), text(next[0] as number, next[1] as number)];
}

const sp = alias(shipmentPlan, 'sp');

/**
 * What each plan's part, customer and warehouse did in the month: shipped on shipped ASNs,
 * on reopened ASNs, on trucks still loading; and packed on pallets of the plant not loaded yet.
 */
const moved = (plantId: string, start: string, end: string) => sql`moved AS (
  SELECT ${b.sewsPartNo} AS part, ${s.customerId} AS customer, ${s.shipToWhse} AS whse,
         sum(CASE WHEN ${s.status} = 'shipped' THEN ${b.quantity} ELSE 0 END) AS shipped,
         sum(CASE WHEN ${s.status} = 'reopened' THEN ${b.quantity} ELSE 0 END) AS reopened,
         sum(CASE WHEN ${s.status} = 'loading' THEN ${b.quantity} ELSE 0 END) AS loading
  FROM ${shipment} s JOIN ${box} b ON ${b.shipmentId} = ${s.id}
  WHERE ${s.plantId} = ${plantId} AND ${s.deliverType} = 'CUSTOMER'
    AND ((${s.shipDate} >= ${start} AND ${s.shipDate} < ${end}) OR ${s.status} = 'loading')
  GROUP BY 1, 2, 3),
palletised AS (
  SELECT ${b.sewsPartNo} AS part, ${b.customerId} AS customer, sum(${b.quantity}) AS qty
  FROM ${box} b WHERE ${b.plantId} = ${plantId} AND ${b.palletId} IS NOT NULL AND ${b.shipmentId} IS NULL
    AND ${b.status} = 'packed'
  GROUP BY 1, 2)`;

export const overShipmentHandlers: Handlers['OverShipmentTraceReport'] = {
  ...plantHandlers,
  years: async (input, ctx) => {
    const years = ctx.plant.all<{ y: string }>(
      sql`SELECT DISTINCT CAST(${sp.year} AS TEXT) AS y FROM ${shipmentPlan} sp
          ${new Where().when(input.plantID, (plant) => sql`${sp.plantId} = ${plant}`).sql()}`,
    );
    return [...new Set([thisYear(), ...years.map((r) => r.y)])]
      .sort()
      .reverse()
      .map((y) => ({ value: y, text: y }));
  },
  months: async () => monthOptions,
  search: async (f, ctx) => {
    const [year, month] = [f.year as number, f.month as number];
    const [start, end] = monthBounds(year, month);
    const where = new Where()
      .add(sql`${sp.plantId} = ${f.plantID}`)
      .add(sql`${sp.year} = ${year}`)
      .add(sql`${sp.month} = ${month}`)
      .when(f.partNumber, (part) => sql`${sp.sewsPartNo} = ${part}`)
      .when(f.custCode, (customer) => sql`${sp.customerId} = ${customer}`)
      .when(f.wharehouse, (warehouse) => sql`${sp.warehouse} = ${warehouse}`)
      .when(f.custGroup, (group) => sql`${sp.custGroup} = ${group}`);
    const shipped = sql`coalesce(mv.shipped, 0)`;
    return reportPage(
      ctx.plant,
      {
        with: moved(f.plantID, start, end),
        select: only(rowFields(OverShipmentTraceReport.search), {
          sewsPartNo: sql`${sp.sewsPartNo}`,
          sewsDesignLevel: sql`${sp.sewsDesignLevel}`,
          custGroup: sql`${sp.custGroup}`,
          customerID: sql`${sp.customerId}`,
          wharehouse: sql`${sp.warehouse}`,
          planInv: sql`${sp.planInv}`,
          shipped,
          reOpenASNQty: sql`coalesce(mv.reopened, 0)`,
          remaining: sql`${sp.planInv} - ${shipped}`,
          onPallet: sql`coalesce(pl.qty, 0)`,
          onTruck: sql`coalesce(mv.loading, 0)`,
          plantId: sql`${sp.plantId}`,
          month: sql`${sp.month}`,
          year: sql`${sp.year}`,
        }),
        from: sql`${shipmentPlan} sp
          LEFT JOIN moved mv ON mv.part = ${sp.sewsPartNo} AND mv.customer = ${sp.customerId} AND mv.whse = ${sp.warehouse}
          LEFT JOIN palletised pl ON pl.part = ${sp.sewsPartNo} AND pl.customer = ${sp.customerId}`,
        where,
        order: ['sewsPartNo', 'customerID', 'wharehouse'],
      },
      f,
    );
  },
  shipmentDetails: async (f, ctx) => {
    const [start, end] = monthBounds(f.year as number, f.month as number);
    const where = new Where()
      .add(sql`${s.plantId} = ${f.plantID}`)
      .add(sql`${s.deliverType} = 'CUSTOMER' AND ${s.status} IN ('shipped', 'reopened')`)
      .add(sql`${s.shipDate} >= ${start} AND ${s.shipDate} < ${end}`)
      .add(sql`${s.customerId} = ${f.customerID}`)
      .add(sql`${s.shipToWhse} = ${f.wharehouse}`)
      .add(sql`${b.sewsPartNo} = ${f.partNumber}`)
      .when(f.custGroup, (group) => sql`${s.custGroup} = ${group}`)
      .when(f.sewsDesignNo, (level) => sql`${b.sewsDesignLevel} = ${level}`);
    const rows = ctx.plant.all<Omit<OverShipmentDetail, 'reOpen'> & { reOpen: number }>(
      sql`SELECT ${s.id} AS id, ${s.asnNumber} AS asnNumber, ${s.shipDate} AS shipDate, ${b.sewsPartNo} AS sewsPartNo,
                ${b.sewsDesignLevel} AS sewsDesignLevel, ${s.custGroup} AS custGroup, ${s.customerId} AS customerID,
                ${s.shipToWhse} AS warehouse, sum(${b.quantity}) AS totalQty, ${s.status} = 'reopened' AS reOpen
         FROM ${shipment} s JOIN ${box} b ON ${b.shipmentId} = ${s.id} ${where.sql()}
         GROUP BY ${s.id}, ${b.sewsPartNo}, ${b.sewsDesignLevel} ORDER BY ${s.shipDate}, ${s.asnNumber}`,
    );
    return { data: rows.map((r) => ({ ...r, reOpen: r.reOpen === 1 })) };
  },
};
