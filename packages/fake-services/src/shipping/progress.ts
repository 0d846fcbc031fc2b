import {
  PROGRESS_FREQUENCY,
  PROGRESS_STATUS,
  PROGRESS_TYPE,
  type ProgressChartFilter,
  type ProgressFilter,
  type ProgressPeriod,
  shippingMessages,
} from '@fgss/contracts';
import { and, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { box, harnessSerial } from '../db/schema/history/labels.js';
import { shipment } from '../db/schema/history/shipments.js';
import { xref } from '../db/schema/parts/xref.js';
import { planRows } from '../db/schema/shipping-plan/index.js';
import type { FileReply } from '../http/handlers.js';
import { nextDay } from './change-log.js';

/** Plan against what the plant history shipped or produced, per part (and warehouse) and period. */
interface ProgressRow {
  sewsPartNo: string;
  shipToWhse: string;
  /** yyyy-MM-dd (daily), the Monday of the week (weekly) or yyyy-MM (monthly). */
  period: string;
  planned: number;
  actual: number;
  difference: number;
}
/** A plan row that does not match the masters, and why. */
interface PlanErrorRow {
  id: number;
  sewsPartNo: string;
  customerCode: string;
  custGroup: string;
  shipToWhse: string;
  date: string;
  reason: string;
}

/** The two workbooks' titles and columns, in order (the header row). */
const progressReports = {
  progress: {
    title: 'Shipment Plan Progress Report',
    columns: {
      sewsPartNo: 'SEWS Part No.',
      shipToWhse: 'Ship To Whse',
      period: 'Period',
      planned: 'Planned',
      actual: 'Actual',
      difference: 'Difference',
    },
  },
  planErrors: {
    title: 'Shipment Plan Error Report',
    columns: {
      id: 'Id',
      sewsPartNo: 'SEWS Part No.',
      customerCode: 'Customer Code',
      custGroup: 'Cust Group',
      shipToWhse: 'Ship To Whse',
      date: 'Date',
      reason: 'Reason',
    },
  },
} as const;

/** The days a filter covers: its range (daily) or its year's month (weekly, monthly). */
function daysOf(f: ProgressChartFilter): { from: string; to: string } {
  if (f.frequency === PROGRESS_FREQUENCY.daily) return { from: f.from as string, to: f.to as string };
  const month = `${f.year}-${String(f.month).padStart(2, '0')}`;
  const last = new Date(Date.UTC(f.year as number, f.month as number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${last}` };
}

/** The period a day falls in: the day, the Monday of its week, or its month. */
function periodOf(day: string, frequency: ProgressChartFilter['frequency']): string {
  if (frequency === PROGRESS_FREQUENCY.monthly) return day.slice(0, 7);
  if (frequency === PROGRESS_FREQUENCY.daily) return day;
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** What the history shipped (boxes of ASNs by ship date) or produced (harnesses by mfg date). */
function actuals(db: PlantDb, f: ProgressChartFilter, from: string, to: string) {
  const shipped = f.status === PROGRESS_STATUS.shipped;
  if (shipped) {
    const where: SQL[] = [
      eq(shipment.plantId, f.plantId),
      isNotNull(shipment.shipDate),
      gte(shipment.shipDate, from),
      lt(shipment.shipDate, nextDay(to)),
    ];
    if (f.sewsPartNo) where.push(eq(box.sewsPartNo, f.sewsPartNo));
    if (f.shipToWhse) where.push(eq(shipment.shipToWhse, f.shipToWhse));
    const day = sql<string>`substr(${shipment.shipDate}, 1, 10)`;
    return db
      .select({
        part: box.sewsPartNo,
        whse: sql<string>`coalesce(${shipment.shipToWhse}, '')`,
        day,
        qty: sql<number>`sum(${box.quantity})`,
      })
      .from(box)
      .innerJoin(shipment, eq(box.shipmentId, shipment.id))
      .where(and(...where))
      .groupBy(box.sewsPartNo, shipment.shipToWhse, day)
      .all();
  }
  const where: SQL[] = [
    eq(harnessSerial.plantId, f.plantId),
    gte(harnessSerial.mfgDate, from),
    lt(harnessSerial.mfgDate, nextDay(to)),
  ];
  if (f.sewsPartNo) where.push(eq(harnessSerial.sewsPartNo, f.sewsPartNo));
  const day = sql<string>`substr(${harnessSerial.mfgDate}, 1, 10)`;
  return db
    .select({
      part: harnessSerial.sewsPartNo,
      whse: sql<string>`''`,
      day,
      qty: sql<number>`sum(${harnessSerial.quantity})`,
    })
    .from(harnessSerial)
    .where(and(...where))
    .groupBy(harnessSerial.sewsPartNo, day)
    .all();
}

function plannedRows(db: PlantDb, f: ProgressChartFilter, from: string, to: string) {
  const shipped = f.status === PROGRESS_STATUS.shipped;
  const date = shipped ? planRows.shipDate : planRows.prodDate;
  const where: SQL[] = [
    eq(planRows.plantId, f.plantId),
    eq(planRows.option, shipped ? 'SH' : 'PROD'),
    gte(date, from),
    lt(date, nextDay(to)),
  ];
  if (f.sewsPartNo) where.push(eq(planRows.sewsPartNo, f.sewsPartNo));
  if (f.shipToWhse) where.push(eq(planRows.shipToWhse, f.shipToWhse));
  if (f.customerCode) where.push(eq(planRows.customerCode, f.customerCode));
  return db
    .select()
    .from(planRows)
    .where(and(...where))
    .all();
}

/** The plan against the history per part (and ship-to warehouse when shipped) and period. */
function progress(db: PlantDb, f: ProgressChartFilter): ProgressRow[] {
  const { from, to } = daysOf(f);
  const shipped = f.status === PROGRESS_STATUS.shipped;
  const rows = new Map<string, ProgressRow>();
  const at = (part: string, whse: string, day: string) => {
    const period = periodOf(day, f.frequency);
    const key = `${part}\u0000${whse}\u0000${period}`;
    let row = rows.get(key);
    if (!row) {
      row = { sewsPartNo: part, shipToWhse: whse, period, planned: 0, actual: 0, difference: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const p of plannedRows(db, f, from, to)) {
    const whse = shipped ? p.shipToWhse : '';
    at(p.sewsPartNo.toUpperCase(), whse.toUpperCase(), shipped ? p.shipDate : p.prodDate).planned += shipped
      ? p.shipQty
      : p.prodQty;
  }
  for (const a of actuals(db, f, from, to)) at(a.part.toUpperCase(), a.whse.toUpperCase(), a.day).actual += a.qty;
  return [...rows.values()]
    .map((r) => ({ ...r, difference: r.actual - r.planned }))
    .sort(
      (a, b) =>
        a.sewsPartNo.localeCompare(b.sewsPartNo) ||
        a.shipToWhse.localeCompare(b.shipToWhse) ||
        a.period.localeCompare(b.period),
    );
}

/**
 * The chart of the progress report: its rows summed over parts and warehouses per period, with
 * every period of the range (a day, week or month without plan or history shows zeros).
 */
export function progressChart(db: PlantDb, f: ProgressChartFilter): { periods: ProgressPeriod[] } {
  const { from, to } = daysOf(f);
  const periods = new Map<string, ProgressPeriod>();
  for (let day = from; day <= to; day = nextDay(day)) {
    const period = periodOf(day, f.frequency);
    if (!periods.has(period)) periods.set(period, { period, planned: 0, actual: 0 });
  }
  for (const row of progress(db, f)) {
    const p = periods.get(row.period);
    if (!p) continue;
    p.planned += row.planned;
    p.actual += row.actual;
  }
  return { periods: [...periods.values()] };
}

/** Plan rows that name a part the plant's XREF lacks, or a customer group or warehouse it never shipped to. */
function planErrors(db: PlantDb, f: ProgressFilter): PlanErrorRow[] {
  const { from, to } = daysOf(f);
  const shipped = f.status === PROGRESS_STATUS.shipped;
  const parts = new Set(
    db
      .selectDistinct({ p: xref.sewS_PART_NO })
      .from(xref)
      .where(eq(xref.plantId, f.plantId))
      .all()
      .map((r) => String(r.p).toUpperCase()),
  );
  const known = (column: typeof shipment.custGroup | typeof shipment.shipToWhse) =>
    new Set(
      db
        .selectDistinct({ v: column })
        .from(shipment)
        .where(isNotNull(column))
        .all()
        .map((r) => String(r.v).toUpperCase()),
    );
  const groups = known(shipment.custGroup);
  const warehouses = known(shipment.shipToWhse);
  return plannedRows(db, f, from, to).flatMap((p) => {
    const reasons = [
      ...(parts.has(p.sewsPartNo.toUpperCase()) ? [] : [shippingMessages.unknownPart]),
      ...(groups.has(p.custGroup.toUpperCase()) ? [] : [shippingMessages.unknownCustomerGroup]),
      ...(warehouses.has(p.shipToWhse.toUpperCase()) ? [] : [shippingMessages.unknownShipTo]),
    ];
    if (reasons.length === 0) return [];
    const { id, sewsPartNo, customerCode, custGroup, shipToWhse } = p;
    return [
      {
        id,
        sewsPartNo,
        customerCode,
        custGroup,
        shipToWhse,
        date: shipped ? p.shipDate : p.prodDate,
        reason: reasons.join(', '),
      },
    ];
  });
}

/** The progress export: type 0 the plan against the history, type 1 the plan rows that do not match the masters. */
export function progressFile(db: PlantDb, f: ProgressFilter): FileReply {
  const errors = f.type === PROGRESS_TYPE.planError;
  const { title, columns } = errors ? progressReports.planErrors : progressReports.progress;
  const rows: object[] = errors ? planErrors(db, f) : progress(db, f);
  return {
    fileName: title,
    title,
    columns: Object.entries(columns).map(([field, label]) => ({ field, label })),
    rows: rows as Record<string, unknown>[],
  };
}
