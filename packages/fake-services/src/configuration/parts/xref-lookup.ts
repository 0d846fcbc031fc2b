import { and, eq } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { ihsCad } from '../../db/schema/parts/ihs.js';
import { plants } from '../../db/schema/parts/plants.js';
import { xref } from '../../db/schema/parts/xref.js';

/** The short part number the XREF gives a part and design level of a plant, null when it has none. */
export function shortPartOf(db: PlantDb, plantId: string, partNo: string, designLevel: string): string | null {
  const row = db
    .select({ shortPartNo: xref.shorT_PART_NO })
    .from(xref)
    .where(and(eq(xref.plantId, plantId), eq(xref.sewS_PART_NO, partNo), eq(xref.sewS_DESIGN_LEVEL, designLevel)))
    .get();
  return row?.shortPartNo ?? null;
}

/** The IHS CAD data of a part, if the IHS catalogue has it. */
export function ihsOf(db: PlantDb, plantId: string, partNo: string, designLevel: string) {
  return db
    .select({ ihscaD_PRODUCT_NUMBER: ihsCad.productNumber, ihscaD_DESIGN_LEVEL: ihsCad.designLevel })
    .from(ihsCad)
    .where(and(eq(ihsCad.plantId, plantId), eq(ihsCad.sewsPartNo, partNo), eq(ihsCad.sewsDesignLevel, designLevel)))
    .get();
}

export function plantExists(db: PlantDb, plantId: string): boolean {
  return db.select({ id: plants.plantId }).from(plants).where(eq(plants.plantId, plantId)).get() !== undefined;
}
