import { sql } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { x12ControlNumbers } from '../../db/schema/customs/index.js';

/**
 * The sender's next interchange (ISA13) and group (GS06) control numbers, kept in the plant
 * database: called in the transaction that records the transmission, a number is never used twice,
 * also after a restart.
 */
export function nextControlNumbers(db: PlantDb, senderId: string): { interchange: number; group: number } {
  const row = db
    .insert(x12ControlNumbers)
    .values({ senderId, lastInterchange: 1, lastGroup: 1 })
    .onConflictDoUpdate({
      target: x12ControlNumbers.senderId,
      set: {
        lastInterchange: sql`${x12ControlNumbers.lastInterchange} + 1`,
        lastGroup: sql`${x12ControlNumbers.lastGroup} + 1`,
      },
    })
    .returning()
    .get();
  return { interchange: row.lastInterchange, group: row.lastGroup };
}
