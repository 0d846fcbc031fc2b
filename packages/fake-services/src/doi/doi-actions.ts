import { type DoiMode, type DoiRow, doiMessages } from '@fgss/contracts';
import { and, desc, eq, gt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { doiRecord } from '../db/schema/history/index.js';
import { xref } from '../db/schema/parts/xref.js';
import { badRequest } from '../http/errors.js';
import { type DoiState, doiState, findHarness } from '../rework/harnesses.js';

/** What a DOI action is allowed on: Reserve a free harness, Scrap one not scrapped, Reverse a reserve. */
const allowed: Record<DoiMode, (state: DoiState) => boolean> = {
  Reserve: (s) => s === 'free',
  Scrap: (s) => s !== 'scrapped',
  Reverse: (s) => s === 'reserved',
};

export interface DoiAction {
  harnessSerialNo: string;
  controlNo?: string;
  option: DoiMode;
}

/** The grid row of a harness for a mode, or why the mode may not be applied to it now. */
export function checkDoi(
  db: PlantDb,
  plantId: string,
  a: DoiAction,
): { row: Omit<DoiRow, 'Id' | 'harnessSerialNo'>; serial: string } | { problem: string } {
  const harness = findHarness(db, plantId, a.harnessSerialNo);
  if (!harness) return { problem: doiMessages.unknownHarness(a.harnessSerialNo) };
  if (harness.status === 'shipped') return { problem: doiMessages.shipped(a.harnessSerialNo) };
  const state = doiState(db, harness.harnessSerialNo);
  if (!allowed[a.option](state))
    return {
      problem:
        state === 'scrapped'
          ? doiMessages.scrapped(a.harnessSerialNo)
          : a.option === 'Reverse'
            ? doiMessages.notReserved(a.harnessSerialNo)
            : doiMessages.alreadyReserved(a.harnessSerialNo),
    };
  const part = db
    .select({ shortPartNo: xref.shorT_PART_NO })
    .from(xref)
    .where(
      and(
        eq(xref.plantId, harness.plantId),
        eq(xref.sewS_PART_NO, harness.sewsPartNo),
        eq(xref.sewS_DESIGN_LEVEL, harness.sewsDesignLevel),
      ),
    )
    .get();
  return {
    serial: harness.harnessSerialNo,
    row: {
      sewsPartNo: harness.sewsPartNo,
      designChange: harness.sewsDesignLevel,
      shortPartNo: part?.shortPartNo ?? '',
      controlNo: a.controlNo ?? '',
      option: a.option,
    },
  };
}

/**
 * Applies DOI actions all or nothing: every row is checked (a harness twice in one batch is an
 * error), each problem reported as 'Row n: message', and then nothing is saved.
 */
export function applyDoi(
  db: PlantDb,
  plantId: string,
  actions: readonly (DoiAction & { rowNumber: number })[],
  by: string,
  summary: string,
): number {
  const issues: string[] = [];
  const seen = new Set<string>();
  const rows: (typeof doiRecord.$inferInsert)[] = [];
  const at = plantTime();
  for (const a of actions) {
    const key = a.harnessSerialNo.toUpperCase();
    const checked = seen.has(key) ? { problem: doiMessages.twice(a.harnessSerialNo) } : checkDoi(db, plantId, a);
    seen.add(key);
    if ('problem' in checked) issues.push(doiMessages.row(a.rowNumber, checked.problem));
    else rows.push({ plantId, harnessSerialNo: checked.serial, ...checked.row, createdAt: at, createdBy: by });
  }
  if (issues.length > 0) throw badRequest(summary, issues);
  db.transaction((tx) => {
    for (const row of rows) tx.insert(doiRecord).values(row).run();
  });
  return rows.length;
}

const later = alias(doiRecord, 'later');

/**
 * The plant's DOI records in effect, newest first: a harness's last action only, so a reserve
 * that was reversed (or a reverse followed by a new reserve) is not listed as if it still held.
 * Every action stays in the DOI report.
 */
export function doiList(
  db: PlantDb,
  plantId: string,
  q: { option?: DoiMode; controlNo?: string; skip: number; take: number },
) {
  const where = and(
    eq(doiRecord.plantId, plantId),
    q.option ? eq(doiRecord.option, q.option) : undefined,
    q.controlNo ? eq(doiRecord.controlNo, q.controlNo) : undefined,
    notExists(
      db
        .select({ id: later.id })
        .from(later)
        .where(and(eq(later.harnessSerialNo, doiRecord.harnessSerialNo), gt(later.id, doiRecord.id))),
    ),
  );
  const data = db
    .select({
      Id: doiRecord.id,
      harnessSerialNo: doiRecord.harnessSerialNo,
      sewsPartNo: doiRecord.sewsPartNo,
      designChange: doiRecord.designChange,
      shortPartNo: doiRecord.shortPartNo,
      controlNo: doiRecord.controlNo,
      option: doiRecord.option,
    })
    .from(doiRecord)
    .where(where)
    .orderBy(desc(doiRecord.id))
    .limit(q.take)
    .offset(q.skip)
    .all();
  const total = db.select({ n: sql<number>`count(*)` }).from(doiRecord).where(where).get()?.n ?? 0;
  return { data, totalCount: total };
}
