import {
  type ChangeLogRow,
  type changeLogExportFilter,
  type changeLogFilter,
  MAX_TAKE,
  planValuesText,
} from '@fgss/contracts';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlantDb } from '../db/plant.js';
import { planChangeLog } from '../db/schema/shipping-plan/index.js';
import type { FileReply } from '../http/handlers.js';

type Filter = z.output<typeof changeLogFilter>;

/** The day after `day` (yyyy-MM-dd), so that `to` takes in the whole of its day. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The change log of a plant's plans, newest first, by part, customer, warehouse and days. */
export function changeLogPage(db: PlantDb, f: Filter): { data: ChangeLogRow[]; totalCount: number } {
  const where: SQL[] = [
    eq(planChangeLog.plantId, f.plantId),
    gte(planChangeLog.changedAt, f.from),
    lt(planChangeLog.changedAt, nextDay(f.to)),
  ];
  if (f.sewsPartNo) where.push(eq(planChangeLog.sewsPartNo, f.sewsPartNo));
  if (f.customerCode) where.push(eq(planChangeLog.customerCode, f.customerCode));
  if (f.shipToWhse) where.push(eq(planChangeLog.shipToWhse, f.shipToWhse));
  const data = db
    .select()
    .from(planChangeLog)
    .where(and(...where))
    .orderBy(
      ...(f.sort ?? []).map((s) => {
        const column = planChangeLog[s.selector as keyof ChangeLogRow];
        return s.desc ? desc(column) : asc(column);
      }),
      desc(planChangeLog.id),
    )
    .limit(f.take ?? 100)
    .offset(f.skip ?? 0)
    .all()
    // The log keeps the values as JSON; the grid and the file show them as words.
    .map((r) => ({ ...r, oldValues: planValuesText(r.oldValues), newValues: planValuesText(r.newValues) }));
  const totalCount =
    db
      .select({ n: count() })
      .from(planChangeLog)
      .where(and(...where))
      .get()?.n ?? 0;
  return { data, totalCount };
}

/** The export's columns, in the grid's order. */
const changeLogColumns: [keyof ChangeLogRow, string][] = [
  ['changedAt', 'Changed At'],
  ['action', 'Action'],
  ['option', 'Option'],
  ['sewsPartNo', 'SEWS Part No.'],
  ['customerCode', 'Customer Code'],
  ['shipToWhse', 'Ship To Whse'],
  ['changedBy', 'Changed By'],
  ['oldValues', 'Old Values'],
  ['newValues', 'New Values'],
];

/** The change log's export: every change the filters select, newest first. */
export function changeLogFile(db: PlantDb, f: z.output<typeof changeLogExportFilter>): FileReply {
  return {
    fileName: 'Shipment Plan Change Log',
    title: 'Shipment Plan Change Log',
    columns: changeLogColumns.map(([field, label]) => ({ field, label })),
    rows: changeLogPage(db, { ...f, take: MAX_TAKE }).data,
  };
}
