import {
  type BoxRelabelRow,
  type HarnessOption,
  type HarnessType,
  type RelabelRow,
  reworkMessages,
  shortPartOf,
} from '@fgss/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { plantTime } from '../clock.js';
import type { PlantDb } from '../db/plant.js';
import { box, boxRelabel, harnessSerial } from '../db/schema/history/index.js';
import { badRequest, refuse } from '../http/errors.js';
import { findBox, findHarness, type Harness, harnessesIn, reworkRefusal } from './harnesses.js';

/**
 * Box and no-box relabeling on the plant history. A box relabel moves the old box's harnesses
 * to the new box, each under a destination label (WITH HARNESS) or as they are (WITHOUT
 * HARNESS); a no-box relabel packs destination labels into a box that holds none (WITH), or
 * records only the box (WITHOUT). Each moved harness is a box_relabel row, which Delete
 * Re-inspected Box lists; undoing a row puts the history back as it was.
 */
export type Kind = 'BOX' | 'NOBOX';
export interface RelabelKey {
  kind: Kind;
  plantId: string;
  boxLabelOld: string | null;
  boxLabelNew: string;
  option: HarnessOption;
  type: HarnessType;
}
type RelabelRecord = typeof boxRelabel.$inferSelect;

const rowsOf = (db: PlantDb, kind: Kind, plantId: string, where: { old?: string; new?: string }) =>
  db
    .select()
    .from(boxRelabel)
    .where(
      and(
        eq(boxRelabel.kind, kind),
        eq(boxRelabel.plantId, plantId),
        where.old === undefined ? undefined : eq(boxRelabel.boxLabelOld, where.old),
        where.new === undefined ? undefined : eq(boxRelabel.boxLabelNew, where.new),
      ),
    )
    .orderBy(boxRelabel.id)
    .all();

export const relabelRecords = rowsOf;

/** A box's pieces, or why it cannot be relabeled. */
export function boxQuantity(db: PlantDb, plantId: string, label: string): number | string {
  const found = findBox(db, plantId, label);
  if (!found) return reworkMessages.unknownBox(label);
  if (found.status === 'shipped') return `Box ${label} has shipped.`;
  return found.quantity;
}

/** The box a relabel moves content into: an unshipped box of the plant holding no harness. */
export function newBoxProblem(db: PlantDb, plantId: string, old: string | null, label: string): string | null {
  const found = label ? findBox(db, plantId, label) : undefined;
  if (!found || found.status === 'shipped' || (old && old.toUpperCase() === label.toUpperCase()))
    return reworkMessages.invalidBoxSerial;
  if (harnessesIn(db, found.id).length > 0)
    return `${reworkMessages.invalidBoxSerial} Box ${label} already holds harnesses.`;
  return null;
}

const shortPart = (h: Pick<Harness, 'harnessSerialNo'>, type: HarnessType) => shortPartOf(h.harnessSerialNo, type);

/** A grid row; its part, level and customer are the source harness's, or the destination's when there is no source. */
const gridRow = (
  id: number,
  source: Harness | null,
  dest: string | null,
  type: HarnessType,
  part: Harness | null = source,
): RelabelRow => ({
  id: String(id),
  sourceHarnessSno: source?.harnessSerialNo ?? null,
  destHarnessSno: dest,
  sewsPartNo: part?.sewsPartNo ?? null,
  sewsDesignLevel: part?.sewsDesignLevel ?? null,
  shortPartNo: source ? shortPart(source, type) : dest ? shortPartOf(dest, type) : null,
  custCode: part?.customerId ?? null,
});

/** What the plant knows of a destination harness: its row's part, level, short part and customer. */
export function destDetails(db: PlantDb, plantId: string, dest: string, type: HarnessType) {
  const row = gridRow(0, null, dest, type, findHarness(db, plantId, dest) ?? null);
  return {
    sewsPartNo: row.sewsPartNo,
    sewsDesignLevel: row.sewsDesignLevel,
    shortPartNo: row.shortPartNo,
    custCode: row.custCode,
  };
}

/** The grid of a box relabel: the saved record's rows, else the old box's harnesses to fill. */
export function boxRelabelGrid(db: PlantDb, plantId: string, old: string): BoxRelabelRow[] {
  const saved = rowsOf(db, 'BOX', plantId, { old });
  if (saved.length > 0)
    return saved
      .filter((r) => r.oldHarnessSno)
      .map((r) => ({
        ...gridRow(r.id, findHarness(db, plantId, r.oldHarnessSno as string) ?? null, r.newHarnessSno, r.harnessType),
        boxLabelNew: r.boxLabelNew,
      }));
  const found = findBox(db, plantId, old);
  return found
    ? harnessesIn(db, found.id).map((h) => ({ ...gridRow(h.id, h, null, 'Mexico'), boxLabelNew: null }))
    : [];
}

/** The grid of a no-box relabel: its saved rows (the web adds QTY empty rows before a save). */
export function noBoxGrid(db: PlantDb, plantId: string, label: string): RelabelRow[] {
  return rowsOf(db, 'NOBOX', plantId, { new: label })
    .filter((r) => r.newHarnessSno)
    .map((r) =>
      gridRow(r.id, null, r.newHarnessSno, r.harnessType, findHarness(db, plantId, r.newHarnessSno as string) ?? null),
    );
}

/**
 * Why a destination label may not go into the new box, or null: an unshipped harness label of
 * the plant, in no box, not held by DOI, with the short part of the rest, not listed twice.
 */
export function destProblem(
  db: PlantDb,
  plantId: string,
  dest: string,
  type: HarnessType,
  expectedShortPart: string | null,
  others: readonly string[],
): string | null {
  if (others.some((o) => o.toUpperCase() === dest.toUpperCase())) return reworkMessages.recordExist;
  if (expectedShortPart !== null && shortPartOf(dest, type).toUpperCase() !== expectedShortPart.toUpperCase())
    return reworkMessages.shortPartSameBox;
  const refusal = reworkRefusal(db, plantId, dest);
  if (refusal) return refusal;
  return findHarness(db, plantId, dest)?.boxId ? reworkMessages.alreadyBoxed(dest) : null;
}

const pack = (db: PlantDb, serial: string, boxId: number | null) =>
  db
    .update(harnessSerial)
    .set({ boxId, status: boxId === null ? 'printed' : 'packed' })
    .where(eq(harnessSerial.harnessSerialNo, serial))
    .run();

/**
 * Saves a relabel: for a box, `rows` name the old box's harnesses (by id) and their destination
 * labels; for a no-box relabel, only destination labels. Everything is checked first; the moves
 * and the record are one transaction.
 */
export function saveRelabel(
  db: PlantDb,
  key: RelabelKey,
  rows: readonly { id: string; destHarnessSno: string }[],
  quantity: number | null,
  by: string,
): void {
  const existing =
    key.kind === 'BOX'
      ? rowsOf(db, 'BOX', key.plantId, { old: key.boxLabelOld ?? '' })
      : rowsOf(db, 'NOBOX', key.plantId, { new: key.boxLabelNew });
  if (existing.length > 0) throw badRequest(reworkMessages.alreadyRelabeled(key.boxLabelOld ?? key.boxLabelNew));
  refuse([newBoxProblem(db, key.plantId, key.boxLabelOld, key.boxLabelNew)]);
  const target = findBox(db, key.plantId, key.boxLabelNew) as NonNullable<ReturnType<typeof findBox>>;
  const oldBox = key.boxLabelOld ? findBox(db, key.plantId, key.boxLabelOld) : undefined;
  if (key.kind === 'BOX' && !oldBox) throw badRequest(reworkMessages.unknownBox(key.boxLabelOld ?? ''));
  const sources = oldBox ? harnessesIn(db, oldBox.id) : [];
  refuse(sources.map((h) => reworkRefusal(db, key.plantId, h.harnessSerialNo)));

  const withHarness = key.option === 'WITH HARNESS';
  const byId = new Map(sources.map((h) => [String(h.id), h]));
  if (withHarness && key.kind === 'BOX') {
    refuse(rows.map((r) => (byId.has(r.id) ? null : reworkMessages.notInBox(r.id, key.boxLabelOld ?? ''))));
    if (rows.length !== sources.length) throw badRequest(reworkMessages.harnessCountMismatch(sources.length));
  }
  const first = sources[0] ?? null;
  const expected = first ? shortPart(first, key.type) : rows[0] ? shortPartOf(rows[0].destHarnessSno, key.type) : null;
  if (withHarness)
    refuse(
      rows.map((r, i) =>
        destProblem(
          db,
          key.plantId,
          r.destHarnessSno,
          key.type,
          expected,
          rows.slice(0, i).map((o) => o.destHarnessSno),
        ),
      ),
    );

  const at = plantTime();
  const record = (old: Harness | null, dest: Harness | null) => ({
    plantId: key.plantId,
    kind: key.kind,
    boxLabelOld: key.boxLabelOld,
    boxLabelNew: key.boxLabelNew,
    harnessOption: key.option,
    harnessType: key.type,
    oldHarnessSno: old?.harnessSerialNo ?? null,
    oldSewsPartNo: old?.sewsPartNo ?? null,
    oldSewsDesign: old?.sewsDesignLevel ?? null,
    newHarnessSno: dest?.harnessSerialNo ?? null,
    newSewsPartNo: dest?.sewsPartNo ?? null,
    newSewsDesign: dest?.sewsDesignLevel ?? null,
    relabeledAt: at,
    relabeledBy: by,
  });
  db.transaction((t) => {
    const tx = t as unknown as PlantDb;
    const records = withHarness
      ? rows.map((r) => {
          const dest = findHarness(tx, key.plantId, r.destHarnessSno) as Harness;
          const old = byId.get(r.id) ?? null;
          if (old) pack(tx, old.harnessSerialNo, null);
          pack(tx, dest.harnessSerialNo, target.id);
          return record(old, dest);
        })
      : sources.map((h) => {
          pack(tx, h.harnessSerialNo, target.id);
          return record(h, h);
        });
    tx.insert(boxRelabel)
      .values(records.length > 0 ? records : [record(null, null)])
      .run();
    const pieces = quantity ?? oldBox?.quantity;
    if (pieces !== undefined) tx.update(box).set({ quantity: pieces }).where(eq(box.id, target.id)).run();
  });
}

/** Puts the history back as it was before these relabel rows, and removes them. */
export function undoRelabel(db: PlantDb, records: readonly RelabelRecord[]): void {
  db.transaction((t) => {
    const tx = t as unknown as PlantDb;
    for (const r of records) {
      const oldBox = r.boxLabelOld ? findBox(tx, r.plantId, r.boxLabelOld) : undefined;
      if (r.newHarnessSno && r.newHarnessSno !== r.oldHarnessSno) pack(tx, r.newHarnessSno, null);
      if (r.oldHarnessSno && oldBox) pack(tx, r.oldHarnessSno, oldBox.id);
    }
    tx.delete(boxRelabel)
      .where(
        inArray(
          boxRelabel.id,
          records.map((r) => r.id),
        ),
      )
      .run();
  });
}
