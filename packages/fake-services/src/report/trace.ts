import {
  ArchiveSummary,
  BoxHarnessReport,
  monthOptions,
  OverShipmentTraceReport,
  type overShipmentDetailRow,
  type Registry,
} from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlantDb } from '../db/plant.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;
type OverShipmentDetail = z.infer<typeof overShipmentDetailRow>;

/** A box with every level around it: its harnesses, pallet, master label and ASN. */
const BOX_TREE = `box b
  LEFT JOIN harness_serial h ON h.box_id = b.id
  LEFT JOIN pallet p ON p.id = b.pallet_id
  LEFT JOIN master_label m ON m.id = p.master_label_id
  LEFT JOIN shipment s ON s.id = b.shipment_id`;

/**
 * The tree a searched number belongs to: its ASN once loaded, else its topmost container, as
 * the condition on BOX_TREE that lists it; null when the number is unknown.
 */
function treeOf(db: PlantDb, type: 'ASN' | 'ML' | 'PLT' | 'BOX' | 'HRNS', number: string): [string, number] | null {
  const one = (sql: string) => db.$client.prepare(sql).get(number) as Record<string, number | null> | undefined;
  const row =
    type === 'ASN'
      ? one('SELECT id AS s FROM shipment WHERE asn_number = ?')
      : type === 'ML'
        ? one('SELECT shipment_id AS s, id AS m FROM master_label WHERE master_label_serial_no = ?')
        : type === 'PLT'
          ? one(`SELECT m.shipment_id AS s, p.master_label_id AS m, p.id AS p
                 FROM pallet p LEFT JOIN master_label m ON m.id = p.master_label_id WHERE p.pallet_no = ?`)
          : one(`SELECT b.shipment_id AS s, p.master_label_id AS m, b.pallet_id AS p, b.id AS b
                 FROM box b LEFT JOIN pallet p ON p.id = b.pallet_id
                 WHERE ${type === 'BOX' ? 'b.box_serial_no = ?' : 'b.id = (SELECT box_id FROM harness_serial WHERE harness_serial_no = ?)'}`);
  if (!row) return null;
  if (row.s) return ['b.shipment_id = ?', row.s];
  if (row.m) return ['p.master_label_id = ?', row.m];
  if (row.p) return ['b.pallet_id = ?', row.p];
  return row.b ? ['b.id = ?', row.b] : null;
}

const numberLookup =
  (value: string, from: string) =>
  async (input: { asnNumber?: string; skip?: number; take?: number; searchValue?: string }, ctx: { plant: PlantDb }) =>
    lookupPage(ctx.plant, { value, from, where: new Where().when(input.asnNumber, 's.asn_number = ?') }, input);

export const archiveSummaryHandlers: Handlers['ArchiveSummary'] = {
  asnNumbers: numberLookup('s.asn_number', 'shipment s'),
  mlNumbers: numberLookup('m.master_label_serial_no', 'master_label m LEFT JOIN shipment s ON s.id = m.shipment_id'),
  pltNumbers: numberLookup(
    'p.pallet_no',
    'pallet p LEFT JOIN master_label m ON m.id = p.master_label_id LEFT JOIN shipment s ON s.id = m.shipment_id',
  ),
  boxNumbers: numberLookup('b.box_serial_no', 'box b LEFT JOIN shipment s ON s.id = b.shipment_id'),
  hrnsNumbers: numberLookup(
    'h.harness_serial_no',
    'harness_serial h LEFT JOIN box b ON b.id = h.box_id LEFT JOIN shipment s ON s.id = b.shipment_id',
  ),
  search: async (f, ctx) => {
    const tree = treeOf(ctx.plant, f.reportOption, f.searchFilter as string);
    const where = tree ? new Where().add(tree[0], tree[1]) : new Where().add('0');
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(ArchiveSummary.search), {
          asn: 's.asn_number',
          master: 'm.master_label_serial_no',
          pallet: 'p.pallet_no',
          product: 'b.sews_part_no',
          box: 'b.box_serial_no',
          harness: 'h.harness_serial_no',
          // The ASN's dispatcher (despatched by).
          descBy: 's.employee_id',
          trucK_LOD_DTM: 'm.truck_load_dtm',
          skiD_DTM: 'm.skid_dtm',
          palleT_LOD_DTM: 'p.pallet_load_dtm',
          boX_PACK_DTM: 'b.box_pack_dtm',
          pieceS_PER_BOX: 'b.quantity',
        }),
        from: BOX_TREE,
        where,
        order: ['master', 'pallet', 'box', 'harness'],
      },
      f,
    );
  },
};

export const boxHarnessHandlers: Handlers['BoxHarnessReport'] = {
  ...plantHandlers,
  search: async (f, ctx) => {
    // An inner join when a box is asked: the search starts from its serial's index.
    const where = new Where()
      .when(f.plantID, 'h.plant_id = ?')
      .when(f.harnessSNO, 'h.harness_serial_no = ?')
      .when(f.boxSNO, 'b.box_serial_no = ?');
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(BoxHarnessReport.search), {
          id: 'h.id',
          plantId: 'h.plant_id',
          boxSNO: 'b.box_serial_no',
          harnessSNO: 'h.harness_serial_no',
          mfgDate: 'h.mfg_date',
          shippingDate: 's.ship_date',
        }),
        from: `harness_serial h ${f.boxSNO ? 'JOIN' : 'LEFT JOIN'} box b ON b.id = h.box_id
               LEFT JOIN shipment s ON s.id = b.shipment_id`,
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

/**
 * What each plan's part, customer and warehouse did in the month: shipped on shipped ASNs,
 * on reopened ASNs, on trucks still loading; and packed on pallets of the plant not loaded yet.
 */
const MOVED = `moved AS (
  SELECT b.sews_part_no AS part, s.customer_id AS customer, s.ship_to_whse AS whse,
         sum(CASE WHEN s.status = 'shipped' THEN b.quantity ELSE 0 END) AS shipped,
         sum(CASE WHEN s.status = 'reopened' THEN b.quantity ELSE 0 END) AS reopened,
         sum(CASE WHEN s.status = 'loading' THEN b.quantity ELSE 0 END) AS loading
  FROM shipment s JOIN box b ON b.shipment_id = s.id
  WHERE s.plant_id = ? AND s.deliver_type = 'CUSTOMER'
    AND ((s.ship_date >= ? AND s.ship_date < ?) OR s.status = 'loading')
  GROUP BY 1, 2, 3),
palletised AS (
  SELECT b.sews_part_no AS part, b.customer_id AS customer, sum(b.quantity) AS qty
  FROM box b WHERE b.plant_id = ? AND b.pallet_id IS NOT NULL AND b.shipment_id IS NULL AND b.status = 'packed'
  GROUP BY 1, 2)`;

export const overShipmentHandlers: Handlers['OverShipmentTraceReport'] = {
  ...plantHandlers,
  years: async (input, ctx) => {
    const years = ctx.plant.$client
      .prepare('SELECT DISTINCT CAST(year AS TEXT) AS y FROM shipment_plan WHERE (? IS NULL OR plant_id = ?)')
      .all(input.plantID ?? null, input.plantID ?? null) as { y: string }[];
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
      .add('sp.plant_id = ?', f.plantID)
      .add('sp.year = ?', year)
      .add('sp.month = ?', month)
      .when(f.partNumber, 'sp.sews_part_no = ?')
      .when(f.custCode, 'sp.customer_id = ?')
      .when(f.wharehouse, 'sp.warehouse = ?')
      .when(f.custGroup, 'sp.cust_group = ?');
    const shipped = 'coalesce(mv.shipped, 0)';
    return reportPage(
      ctx.plant,
      {
        with: { sql: MOVED, params: [f.plantID, start, end, f.plantID] },
        select: only(rowFields(OverShipmentTraceReport.search), {
          sewsPartNo: 'sp.sews_part_no',
          sewsDesignLevel: 'sp.sews_design_level',
          custGroup: 'sp.cust_group',
          customerID: 'sp.customer_id',
          wharehouse: 'sp.warehouse',
          planInv: 'sp.plan_inv',
          shipped,
          reOpenASNQty: 'coalesce(mv.reopened, 0)',
          remaining: `sp.plan_inv - ${shipped}`,
          onPallet: 'coalesce(pl.qty, 0)',
          onTruck: 'coalesce(mv.loading, 0)',
          plantId: 'sp.plant_id',
          month: 'sp.month',
          year: 'sp.year',
        }),
        from: `shipment_plan sp
          LEFT JOIN moved mv ON mv.part = sp.sews_part_no AND mv.customer = sp.customer_id AND mv.whse = sp.warehouse
          LEFT JOIN palletised pl ON pl.part = sp.sews_part_no AND pl.customer = sp.customer_id`,
        where,
        order: ['sewsPartNo', 'customerID', 'wharehouse'],
      },
      f,
    );
  },
  shipmentDetails: async (f, ctx) => {
    const [start, end] = monthBounds(f.year as number, f.month as number);
    const where = new Where()
      .add('s.plant_id = ?', f.plantID)
      .add("s.deliver_type = 'CUSTOMER' AND s.status IN ('shipped', 'reopened')")
      .add('s.ship_date >= ? AND s.ship_date < ?', start, end)
      .add('s.customer_id = ?', f.customerID)
      .add('s.ship_to_whse = ?', f.wharehouse)
      .add('b.sews_part_no = ?', f.partNumber)
      .when(f.custGroup, 's.cust_group = ?')
      .when(f.sewsDesignNo, 'b.sews_design_level = ?');
    const rows = ctx.plant.all<Omit<OverShipmentDetail, 'reOpen'> & { reOpen: number }>(
      sql`SELECT s.id AS id, s.asn_number AS asnNumber, s.ship_date AS shipDate, b.sews_part_no AS sewsPartNo,
                b.sews_design_level AS sewsDesignLevel, s.cust_group AS custGroup, s.customer_id AS customerID,
                s.ship_to_whse AS warehouse, sum(b.quantity) AS totalQty, s.status = 'reopened' AS reOpen
         FROM shipment s JOIN box b ON b.shipment_id = s.id ${where.sql()}
         GROUP BY s.id, b.sews_part_no, b.sews_design_level ORDER BY s.ship_date, s.asn_number`,
    );
    return { data: rows.map((r) => ({ ...r, reOpen: r.reOpen === 1 })) };
  },
};
