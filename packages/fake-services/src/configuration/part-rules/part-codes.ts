import { and, asc, eq } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { plants } from '../../db/schema/parts/plants.js';
import { xref } from '../../db/schema/parts/xref.js';

/**
 * The customer and supplier codes of a SEWS part of a plant: the XREF's customer, and the
 * plant's supplier code at that customer (plant identifier + customer initials, e.g. 'SJ1FO').
 */
export function partCodes(db: PlantDb, plantId: string, sewsPartNo: string) {
  const part = db
    .select({ customerId: xref.customerId, identifier: plants.identifier })
    .from(xref)
    .innerJoin(plants, eq(plants.plantId, xref.plantId))
    .where(and(eq(xref.plantId, plantId), eq(xref.sewS_PART_NO, sewsPartNo)))
    .orderBy(asc(xref.sewS_DESIGN_LEVEL))
    .get();
  const customer = part?.customerId ?? null;
  return {
    customrCode: customer,
    supplierId: part && customer ? `${part.identifier}${customer.slice(0, 2)}`.toUpperCase() : null,
  };
}
