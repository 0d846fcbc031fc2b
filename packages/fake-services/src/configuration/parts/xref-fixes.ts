import { and, eq } from 'drizzle-orm';
import { unsafeFor856 } from '../../customs/asn-values.js';
import type { PlantDb } from '../../db/plant.js';
import { box, harnessSerial } from '../../db/schema/history/index.js';

type XrefValues = {
  plantId: string;
  sewS_PART_NO: string;
  sewS_DESIGN_LEVEL: string;
  custPartNo?: string | null;
  customerId?: string | null;
};

/**
 * A customer part or customer that no ASN can carry (an X12 separator, a control character) was
 * as wrong on the boxes and harnesses printed from the XREF row as on the row: when the row is
 * fixed they take the fixed value, so the ASNs that carry them can go. A value an ASN could carry
 * is what the label says and stays, whatever the row says later. Call it in the row's transaction.
 */
export function carryXrefFix(db: Pick<PlantDb, 'update'>, before: XrefValues, after: Partial<XrefValues>): void {
  for (const field of ['custPartNo', 'customerId'] as const) {
    const old = before[field] ?? null;
    const fixed = after[field];
    if (fixed === undefined || fixed === old || !unsafeFor856(old)) continue;
    for (const t of [box, harnessSerial])
      db.update(t)
        .set({ [field]: fixed })
        .where(
          and(
            eq(t.plantId, before.plantId),
            eq(t.sewsPartNo, before.sewS_PART_NO),
            eq(t.sewsDesignLevel, before.sewS_DESIGN_LEVEL),
            eq(t[field], old as string),
          ),
        )
        .run();
  }
}
