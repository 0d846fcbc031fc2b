import { ADHERENCE_TYPES, type PlanCheckRow, shippingMessages } from '@fgss/contracts';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { shipment } from '../db/schema/history/shipments.js';
import { badRequest } from '../http/errors.js';

/** The ship-to warehouses a plan check may name: the customers' warehouses the plant ships to. */
export function shipToWarehouses(db: PlantDb): string[] {
  return db
    .selectDistinct({ code: shipment.shipToWhse })
    .from(shipment)
    .where(isNotNull(shipment.shipToWhse))
    .orderBy(shipment.shipToWhse)
    .all()
    .map((w) => w.code as string);
}

type CheckInput = Partial<PlanCheckRow>;

/**
 * The service's side of the plan check rules: a new warehouse must be one the lookup offers, an
 * adherence type one of ADHERENCE_TYPES, and a row that does not adhere keeps no type.
 */
export function checkedPlanChecks<R extends CheckInput>(db: PlantDb, rows: R[]): R[] {
  const named = [...new Set(rows.flatMap((r) => (r.shipToWhse ? [r.shipToWhse] : [])))];
  const known = new Set(
    named.length === 0
      ? []
      : db
          .selectDistinct({ code: shipment.shipToWhse })
          .from(shipment)
          .where(and(isNotNull(shipment.shipToWhse), inArray(shipment.shipToWhse, named)))
          .all()
          .map((w) => (w.code as string).toUpperCase()),
  );
  const bad = named.filter((w) => !known.has(w.toUpperCase()));
  if (bad.length > 0) throw badRequest(bad.map(shippingMessages.unknownWarehouse).join(', '));
  return rows.map((r) => {
    if (!r.adhere) return { ...r, adherecetype: null };
    if (!ADHERENCE_TYPES.includes(r.adherecetype as (typeof ADHERENCE_TYPES)[number]))
      throw badRequest(shippingMessages.adherenceTypeNeeded(r.shipToWhse ?? ''));
    return r;
  });
}
