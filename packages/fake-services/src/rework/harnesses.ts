import { reworkMessages } from '@fgss/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { box, doiRecord, harnessSerial } from '../db/schema/history/index.js';

export type Harness = typeof harnessSerial.$inferSelect;
export type DoiState = 'free' | 'reserved' | 'scrapped';

/** A harness's DOI state: its last DOI action (Reserve holds, Scrap ends, Reverse frees). */
export function doiState(db: PlantDb, serial: string): DoiState {
  const last = db
    .select({ option: doiRecord.option })
    .from(doiRecord)
    .where(eq(doiRecord.harnessSerialNo, serial))
    .orderBy(desc(doiRecord.id))
    .limit(1)
    .get();
  if (last?.option === 'Reserve') return 'reserved';
  if (last?.option === 'Scrap') return 'scrapped';
  return 'free';
}

export const findHarness = (db: PlantDb, plantId: string, serial: string): Harness | undefined =>
  db
    .select()
    .from(harnessSerial)
    .where(and(eq(harnessSerial.plantId, plantId), eq(harnessSerial.harnessSerialNo, serial)))
    .get();

export const findBox = (db: PlantDb, plantId: string, serial: string) =>
  db
    .select()
    .from(box)
    .where(and(eq(box.plantId, plantId), eq(box.boxSerialNo, serial)))
    .get();

export const harnessesIn = (db: PlantDb, boxId: number): Harness[] =>
  db.select().from(harnessSerial).where(eq(harnessSerial.boxId, boxId)).orderBy(harnessSerial.id).all();

/**
 * Why a harness may not be reworked (relabeled or moved), or null: it must exist in the plant,
 * not have shipped, and not be held or scrapped by DOI.
 */
export function reworkRefusal(db: PlantDb, plantId: string, serial: string): string | null {
  const harness = findHarness(db, plantId, serial);
  if (!harness) return reworkMessages.unknownHarness(serial);
  if (harness.status === 'shipped') return reworkMessages.shipped(serial);
  const state = doiState(db, harness.harnessSerialNo);
  if (state === 'reserved') return reworkMessages.reserved(serial);
  if (state === 'scrapped') return reworkMessages.scrapped(serial);
  return null;
}
