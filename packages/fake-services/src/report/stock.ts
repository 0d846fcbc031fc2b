import {
  CycleCountReport,
  InventoryReport,
  LabelPrintedbutnotShippedReport,
  labelPrintedReport,
  MAX_TAKE,
  monthOptions,
  PhysicalInventoryReport,
  type Registry,
} from '@fgss/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  box,
  cycleCount,
  cycleCountItem,
  harnessRelabel,
  harnessSerial,
  masterLabel,
  pallet,
  phyInventory,
  phyInventoryScan,
} from '../db/schema/history/index.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { reportFile } from './report-file.js';
import { lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;

const b = alias(box, 'b');
const relabeled = alias(harnessRelabel, 'r');
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

const hx = alias(harnessSerial, 'x');
const bx = alias(box, 'x');
const px = alias(pallet, 'x');
const cb = alias(box, 'c');
const cp = alias(pallet, 'c');
const cm = alias(masterLabel, 'c');

/** Each label level: its table (x) with its container (c), serial, parts and quantity (a pallet's is its boxes'). */
const labelLevels = {
  H: {
    x: hx,
    from: sql`${harnessSerial} x LEFT JOIN ${box} c ON ${cb.id} = ${hx.boxId}`,
    serial: sql`${hx.harnessSerialNo}`,
    container: sql`${cb.boxSerialNo}`,
    parts: hx,
    qty: sql`${hx.quantity}`,
  },
  B: {
    x: bx,
    from: sql`${box} x LEFT JOIN ${pallet} c ON ${cp.id} = ${bx.palletId}`,
    serial: sql`${bx.boxSerialNo}`,
    container: sql`${cp.palletNo}`,
    parts: bx,
    qty: sql`${bx.quantity}`,
  },
  P: {
    x: px,
    from: sql`${pallet} x LEFT JOIN ${masterLabel} c ON ${cm.id} = ${px.masterLabelId}`,
    serial: sql`${px.palletNo}`,
    container: sql`${cm.masterLabelSerialNo}`,
    parts: null,
    qty: sql`(SELECT coalesce(sum(${box.quantity}), 0) FROM ${box} WHERE ${box.palletId} = ${px.id})`,
  },
} as const;

export const labelPrintedHandlers: Handlers['LabelPrintedbutnotShippedReport'] = {
  ...plantHandlers,
  search: async (f, ctx) => {
    const level = labelLevels[f.reportOption];
    const { x, parts } = level;
    const where = new Where()
      .add(sql`${x.plantId} = ${f.plantID}`)
      .add(sql`${x.status} IN ('printed', 'packed')`)
      .days(sql`${x.printedAt}`, f.dateFrom, f.dateTo);
    // A relabeled harness is no longer current: its destination label stands for it.
    if (f.reportOption === 'H')
      where.add(
        sql`NOT EXISTS (SELECT 1 FROM ${harnessRelabel} r WHERE ${relabeled.sourceHarnessSno} = ${hx.harnessSerialNo})`,
      );
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(LabelPrintedbutnotShippedReport.search), {
          plantId: sql`${x.plantId}`,
          serialNumber: level.serial,
          ...(parts && {
            sewsPartNo: sql`${parts.sewsPartNo}`,
            sewsDesignLevel: sql`${parts.sewsDesignLevel}`,
            custPartNo: sql`${parts.custPartNo}`,
            custDesignLevel: sql`${parts.custDesignLevel}`,
          }),
          qty: level.qty,
          containerSerialNumber: level.container,
          printedDate: sql`${x.printedAt}`,
          printedBy: sql`${x.printedBy}`,
          printerName: sql`${x.printerName}`,
          status: sql`${x.status}`,
        }),
        from: level.from,
        where,
        order: ['printedDate', 'serialNumber'],
      },
      f,
    );
  },
  export: async (f, ctx) => {
    const { data } = await labelPrintedHandlers.search({ ...f, take: MAX_TAKE }, ctx);
    return reportFile(labelPrintedReport.title, labelPrintedReport.columns, data);
  },
};

const c = alias(cycleCount, 'c');
const i = alias(cycleCountItem, 'i');
const results = {
  correct: sql`${i.result} = 'C'`,
  writeDown: sql`${i.result} = 'D'`,
  writeUp: sql`${i.result} = 'U'`,
  received: sql`${i.result} = 'R'`,
  shipped: sql`${i.result} = 'S'`,
};

export const cycleCountHandlers: Handlers['CycleCountReport'] = {
  ...plantHandlers,
  search: async (f, ctx) => {
    const detail = f.reportOption === 'D';
    const where = new Where()
      .add(sql`${c.plantId} = ${f.plantID}`)
      .days(sql`${c.startDate}`, f.dateFrom, f.dateTo)
      .when(f.cycleCountId, (id) => sql`${c.cycleCountId} = ${id}`);
    const perResult = (wrap: (condition: SQL) => SQL) =>
      Object.fromEntries(Object.entries(results).map(([field, condition]) => [field, wrap(condition)]));
    const select = detail
      ? {
          cycStartDate: sql`${c.startDate}`,
          cycleCountId: sql`${c.cycleCountId}`,
          location: sql`${i.locationCd}`,
          boxSerialNumber: sql`${i.boxSerialNo}`,
          sewsPartNo: sql`${i.sewsPartNo}`,
          sewsDesignLevel: sql`${i.sewsDesignLevel}`,
          expectedQty: sql`${i.expectedQty}`,
          countedQty: sql`${i.countedQty}`,
          ...perResult((condition) => sql`(${condition})`),
        }
      : {
          cycStartDate: sql`${c.startDate}`,
          noOfCycCount: sql`count(DISTINCT ${c.id})`,
          ...perResult((condition) => sql`sum(${condition})`),
        };
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(CycleCountReport.search), select),
        from: sql`${cycleCount} c JOIN ${cycleCountItem} i ON ${i.cycleCountRef} = ${c.id}`,
        where,
        groupBy: detail ? undefined : sql`${c.startDate}`,
        order: detail ? ['cycStartDate', 'cycleCountId', 'boxSerialNumber'] : ['cycStartDate'],
      },
      f,
    );
  },
};

const v = alias(phyInventory, 'v');
const ps = alias(phyInventoryScan, 'x');
const phyStatus = sql`CASE ${ps.status} WHEN 'A' THEN 'Active' WHEN 'L' THEN 'Lost' ELSE 'Found' END`;
const thisYear = () => String(new Date().getFullYear());

export const physicalInventoryHandlers: Handlers['PhysicalInventoryReport'] = {
  ...plantHandlers,
  /** The years with inventories, and the current one (which the screen preselects). */
  years: async (input, ctx) => {
    const years = ctx.plant.all<{ y: string }>(
      sql`SELECT DISTINCT CAST(${v.year} AS TEXT) AS y FROM ${phyInventory} v
          ${new Where().when(input.plantID, (plant) => sql`${v.plantId} = ${plant}`).sql()}`,
    );
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
        value: sql`${v.phyId}`,
        from: sql`${phyInventory} v`,
        where: new Where()
          .when(input.plantID, (plant) => sql`${v.plantId} = ${plant}`)
          .when(input.year, (year) => sql`${v.year} = ${year}`)
          .when(input.month, (month) => sql`${v.month} = ${month}`)
          .when(input.type, (type) => sql`${v.type} = ${type}`),
      },
      input,
    ),
  search: async (f, ctx) => {
    const status = f.invOption === 'ALL' ? undefined : f.invOption;
    const where = new Where()
      .add(sql`${v.plantId} = ${f.plantID}`)
      .add(sql`${v.year} = ${f.year ?? null}`)
      .add(sql`${v.month} = ${f.month ?? null}`)
      .add(sql`${v.type} = ${f.type}`)
      .when(f.phyId, (id) => sql`${v.phyId} = ${id}`)
      .when(status, (option) => sql`${ps.status} = ${option}`);
    return reportPage(
      ctx.plant,
      {
        select: only(rowFields(PhysicalInventoryReport.search), {
          plantId: sql`${v.plantId}`,
          boxSerial: sql`${ps.boxSerialNo}`,
          sewsPartNo: sql`${ps.sewsPartNo}`,
          sewsDesignLevel: sql`${ps.sewsDesignLevel}`,
          kanban: sql`${ps.kanban}`,
          boxQty: sql`${ps.boxQty}`,
          type: sql`${v.type}`,
          scanDate: sql`${ps.scanDate}`,
          userId: sql`${ps.userId}`,
          status: phyStatus,
        }),
        from: sql`${phyInventory} v JOIN ${phyInventoryScan} x ON ${ps.phyInventoryRef} = ${v.id}`,
        where,
        order: ['boxSerial'],
      },
      f,
    );
  },
};
