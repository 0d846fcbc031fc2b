import {
  type CHANGE_ACTIONS,
  type PlanRowRow,
  type PlanScope,
  type SaveReply,
  shippingMessages,
} from '@fgss/contracts';
import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import { insertRows } from '../db/insert-rows.js';
import type { PlantDb } from '../db/plant.js';
import { planChangeLog, planRows } from '../db/schema/shipping-plan/index.js';
import type { Batch } from '../grid/store.js';
import { planRowStore } from './stores.js';

type Action = (typeof CHANGE_ACTIONS)[number];
type PlanValues = Partial<PlanRowRow>;
type PlanBatch = Batch<PlanValues, PlanRowRow>;

/** The rows of one plan: a plant's option whose date (ship or production) is in that month. */
export function planWithin(scope: PlanScope): SQL[] {
  const month = `${scope.year}-${String(scope.month).padStart(2, '0')}-%`;
  const date = scope.option === 'PROD' ? planRows.prodDate : planRows.shipDate;
  return [eq(planRows.option, scope.option), eq(planRows.plantId, scope.plantId), like(date, month)];
}

/** The values a change log keeps of a row: every plan field but the id. */
const valuesOf = ({ id: _id, ...values }: PlanValues) => JSON.stringify(values);

/** One change log row of a plan row's change. */
function changeRow(action: Action, user: string, before: PlanValues | null, after: PlanValues | null) {
  const row = (after ?? before) as PlanValues;
  return {
    plantId: row.plantId ?? '',
    option: row.option ?? '',
    action,
    sewsPartNo: row.sewsPartNo ?? '',
    customerCode: row.customerCode ?? '',
    shipToWhse: row.shipToWhse ?? '',
    changedBy: user,
    // 'yyyy-MM-dd HH:mm:ss.fff', as the services write moments: a date-time the export and grid read.
    changedAt: new Date().toISOString().slice(0, 23).replace('T', ' '),
    oldValues: before ? valuesOf(before) : null,
    newValues: after ? valuesOf(after) : null,
  };
}

export function logChange(
  db: PlantDb,
  action: Action,
  user: string,
  before: PlanValues | null,
  after: PlanValues | null,
) {
  db.insert(planChangeLog)
    .values(changeRow(action, user, before, after))
    .run();
}

/** The log of many inserted rows (an import's batch) in one statement. */
export function logInserts(db: PlantDb, action: Action, user: string, rows: PlanValues[]) {
  if (rows.length > 0)
    insertRows(
      db,
      planChangeLog,
      rows.map((row) => changeRow(action, user, null, row)),
    );
}

const storedRows = (db: PlantDb, ids: number[]) =>
  ids.length === 0 ? [] : (db.select().from(planRows).where(inArray(planRows.id, ids)).all() as PlanRowRow[]);

/**
 * A plan save through the generic store, with a change log row for every row it inserts,
 * updates or deletes, all in one transaction: a refused batch leaves no log either.
 * `inserted` is logged as `insertAs` (an import logs IMPORT).
 */
export function savePlan(db: PlantDb, batch: PlanBatch, user: string, insertAs: Action = 'INSERT'): SaveReply {
  return db.$client.transaction(() => {
    const before = new Map(
      storedRows(db, [...batch.deleted.map((d) => d.id), ...batch.updated.map((u) => u.id)]).map((r) => [r.id, r]),
    );
    const reply = planRowStore.save(db, batch);
    for (const { id } of batch.deleted) logChange(db, 'DELETE', user, before.get(id) ?? null, null);
    for (const row of storedRows(
      db,
      batch.updated.map((u) => u.id),
    ))
      logChange(db, 'UPDATE', user, before.get(row.id) ?? null, row);
    logInserts(db, insertAs, user, batch.inserted);
    return reply;
  })();
}

/** Delete All of one plan (plant, option, year, month), each deleted row logged. */
export function deleteAllPlan(db: PlantDb, scope: PlanScope, user: string): { message: string } {
  return db.$client.transaction(() => {
    const rows = db
      .select()
      .from(planRows)
      .where(and(...planWithin(scope)))
      .all() as PlanRowRow[];
    for (const row of rows) logChange(db, 'DELETE ALL', user, row, null);
    db.delete(planRows)
      .where(and(...planWithin(scope)))
      .run();
    return { message: shippingMessages.deletedAll(rows.length) };
  })();
}
