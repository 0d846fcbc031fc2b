import {
  CycleCountReport,
  InventoryReport,
  LabelPrintedbutnotShippedReport,
  monthOptions,
  PhysicalInventoryReport,
  type Registry,
} from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { box } from '../db/schema/history/index.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;

const b = alias(box, 'b');
/** In stock: printed or packed and not shipped, at a location. */
const IN_STOCK = sql`${b.status} IN ('printed', 'packed') AND ${b.locationCd} IS NOT NULL`;
const BOXES = sql`${box} b`;
const stockOf = (plantID: string | undefined) =>
  new Where().when(plantID, (p) => sql`${b.plantId} = ${p}`).add(IN_STOCK);

/** The harnesses of box b whose DOI state (their last DOI action) is `option`. */
const doiHeld = (option: 'Reserve' | 'Scrap') =>
  sql`(SELECT count(*) FROM harness_serial h WHERE h.box_id = ${b.id} AND (SELECT d.option FROM doi_record d
     WHERE d.harness_serial_no = h.harness_serial_no ORDER BY d.id DESC LIMIT 1) = ${option})`;

export const inventoryHandlers: Handlers['InventoryReport'] = {
  ...plantHandlers,
  locations: async (input, ctx) =>
    ctx.plant.all<{ value: string; text: string }>(
      sql`SELECT DISTINCT ${b.locationCd} AS value, ${b.locationCd} AS text FROM ${BOXES}
          ${stockOf(input.plantID).sql()} ORDER BY 1`,
    ),
  custumerNumbers: async (input, ctx) =>
    lookupPage(ctx.plant, { value: sql`${b.custPartNo}`, from: BOXES, where: stockOf(input.plantID) }, input),
  sewNumbers: async (input, ctx) =>
    lookupPage(ctx.plant, { value: sql`${b.sewsPartNo}`, from: BOXES, where: stockOf(input.plantID) }, input),
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const part = f.partNumberReport === 'C' ? b.custPartNo : b.sewsPartNo;
    const where = new Where()
      .add(sql`${b.plantId} = ${f.plantID}`)
      .add(IN_STOCK)
      .when(f.location, (location) => sql`${b.locationCd} = ${location}`)
      .when(f.partNumber, (number) => sql`${part} = ${number}`);
    const fields = rowFields(InventoryReport.search);
    const select = detail
      ? only(fields, {
          location: sql`${b.locationCd}`,
          boxSerialNumber: sql`${b.boxSerialNo}`,
          sewsPartNo: sql`${b.sewsPartNo}`,
          sewsDesignLevel: sql`${b.sewsDesignLevel}`,
          custPartNo: sql`${b.custPartNo}`,
          custDesignLevel: sql`${b.custDesignLevel}`,
          kanban: sql`${b.kanban}`,
          boxes: sql`1`,
          qty: sql`${b.quantity} - ${doiHeld('Scrap')}`,
          reserved: doiHeld('Reserve'),
          packDate: sql`${b.printedAt}`,
        })
      : only(fields, {
          location: sql`${b.locationCd}`,
          sewsPartNo: sql`${b.sewsPartNo}`,
          sewsDesignLevel: sql`${b.sewsDesignLevel}`,
          custPartNo: sql`max(${b.custPartNo})`,
          custDesignLevel: sql`max(${b.custDesignLevel})`,
          boxes: sql`count(*)`,
          qty: sql`sum(${b.quantity} - ${doiHeld('Scrap')})`,
          reserved: sql`sum(${doiHeld('Reserve')})`,
        });
    return reportPage(
      ctx.plant,
      {
        select,
        from: BOXES,
        where,
        groupBy: detail ? undefined : sql`${b.locationCd}, ${b.sewsPartNo}, ${b.sewsDesignLevel}`,
        order: detail ? ['location', 'sewsPartNo', 'boxSerialNumber'] : ['location', 'sewsPartNo', 'sewsDesignLevel'],
      },
      f,
    );
  },
};

/** Each label level: its table, serial, container and quantity (a pallet's is its boxes'). */
const labelLevels = {
  H: {
    from: 'harness_serial x LEFT JOIN box c ON c.id = x.box_id',
    serial: 'x.harness_serial_no',
    container: 'c.box_serial_no',
    parts: true,
    qty: 'x.quantity',
  },
  B: {
    from: 'box x LEFT JOIN pallet c ON c.id = x.pallet_id',
    serial: 'x.box_serial_no',
    container: 'c.pallet_no',
    parts: true,
    qty: 'x.quantity',
  },
  P: {
    from: 'pallet x LEFT JOIN master_label c ON c.id = x.master_label_id',
    serial: 'x.pallet_no',
    container: 'c.master_label_serial_no',
    parts: false,
    qty: '(SELECT coalesce(sum(quantity), 0) FROM box WHERE pallet_id = x.id)',
  },
} as const;

export const labelPrintedHandlers: Handlers['LabelPrintedbutnotShippedReport'] = {
  ...plantHandlers,
  search: async (f, ctx) => {
    const level = labelLevels[f.reportOption];
    const part = (column: string) => (level.parts ? `x.${column}` : 'NULL');
    const where = new Where()
      .add('x.plant_id = ?', f.plantID)
      .add("x.status IN ('printed', 'packed')")
      .days('x.printed_at', f.dateFrom, f.dateTo);
    // A relabeled harness is no longer current: its destination label stands for it.
    if (f.reportOption === 'H')
      where.add('NOT EXISTS (SELECT 1 FROM harness_relabel r WHERE r.source_harness_sno = x.harness_serial_no)');
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(LabelPrintedbutnotShippedReport.search), {
          plantId: 'x.plant_id',
          serialNumber: level.serial,
          sewsPartNo: part('sews_part_no'),
          sewsDesignLevel: part('sews_design_level'),
          custPartNo: part('cust_part_no'),
          custDesignLevel: part('cust_design_level'),
          qty: level.qty,
          containerSerialNumber: level.container,
          printedDate: 'x.printed_at',
          printedBy: 'x.printed_by',
          printerName: 'x.printer_name',
          status: 'x.status',
        }),
        from: level.from,
        where,
        order: ['printedDate', 'serialNumber'],
      },
      f,
    );
  },
};

const results = {
  correct: "i.result = 'C'",
  writeDown: "i.result = 'D'",
  writeUp: "i.result = 'U'",
  received: "i.result = 'R'",
  shipped: "i.result = 'S'",
};

export const cycleCountHandlers: Handlers['CycleCountReport'] = {
  ...plantHandlers,
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const where = new Where()
      .add('c.plant_id = ?', f.plantID)
      .days('c.start_date', f.dateFrom, f.dateTo)
      .when(f.cycleCountId, 'c.cycle_count_id = ?');
    const perResult = (wrap: (condition: string) => string) =>
      Object.fromEntries(Object.entries(results).map(([field, condition]) => [field, wrap(condition)]));
    const select = detail
      ? {
          cycStartDate: 'c.start_date',
          cycleCountId: 'c.cycle_count_id',
          location: 'i.location_cd',
          boxSerialNumber: 'i.box_serial_no',
          sewsPartNo: 'i.sews_part_no',
          sewsDesignLevel: 'i.sews_design_level',
          expectedQty: 'i.expected_qty',
          countedQty: 'i.counted_qty',
          ...perResult((c) => `(${c})`),
        }
      : { cycStartDate: 'c.start_date', noOfCycCount: 'count(DISTINCT c.id)', ...perResult((c) => `sum(${c})`) };
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(CycleCountReport.search), select),
        from: 'cycle_count c JOIN cycle_count_item i ON i.cycle_count_ref = c.id',
        where,
        groupBy: detail ? undefined : 'c.start_date',
        order: detail ? ['cycStartDate', 'cycleCountId', 'boxSerialNumber'] : ['cycStartDate'],
      },
      f,
    );
  },
};

const phyStatus = "CASE x.status WHEN 'A' THEN 'Active' WHEN 'L' THEN 'Lost' ELSE 'Found' END";
const thisYear = () => String(new Date().getFullYear());

export const physicalInventoryHandlers: Handlers['PhysicalInventoryReport'] = {
  ...plantHandlers,
  /** The years with inventories, and the current one (which the screen preselects). */
  years: async (input, ctx) => {
    const years = ctx.plant.$client
      .prepare('SELECT DISTINCT CAST(year AS TEXT) AS y FROM phy_inventory WHERE (? IS NULL OR plant_id = ?)')
      .all(input.plantID ?? null, input.plantID ?? null) as { y: string }[];
    return [...new Set([thisYear(), ...years.map((r) => r.y)])]
      .sort()
      .reverse()
      .map((y) => ({ value: y, text: y }));
  },
  months: async () => monthOptions,
  types: async () => [
    { value: 'PRE', text: 'Pre Inventory' },
    { value: 'POST', text: 'Post Inventory' },
  ],
  phys: async (input, ctx) =>
    lookupPage(
      ctx.plant,
      {
        value: 'v.phy_id',
        from: 'phy_inventory v',
        where: new Where()
          .when(input.plantID, 'v.plant_id = ?')
          .when(input.year, 'v.year = ?')
          .when(input.month, 'v.month = ?')
          .when(input.type, 'v.type = ?'),
      },
      input,
    ),
  search: async (f, ctx) => {
    const where = new Where()
      .add('v.plant_id = ?', f.plantID)
      .add('v.year = ?', f.year ?? null)
      .add('v.month = ?', f.month ?? null)
      .add('v.type = ?', f.type)
      .when(f.phyId, 'v.phy_id = ?')
      .when(f.invOption === 'ALL' ? undefined : f.invOption, 'x.status = ?');
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(PhysicalInventoryReport.search), {
          plantId: 'v.plant_id',
          boxSerial: 'x.box_serial_no',
          sewsPartNo: 'x.sews_part_no',
          sewsDesignLevel: 'x.sews_design_level',
          kanban: 'x.kanban',
          boxQty: 'x.box_qty',
          type: 'v.type',
          scanDate: 'x.scan_date',
          userId: 'x.user_id',
          status: phyStatus,
        }),
        from: 'phy_inventory v JOIN phy_inventory_scan x ON x.phy_inventory_ref = v.id',
        where,
        order: ['boxSerial'],
      },
      f,
    );
  },
};
