import { and, eq } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { ihsCad } from '../../db/schema/parts/ihs.js';
import { plants } from '../../db/schema/parts/plants.js';

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
