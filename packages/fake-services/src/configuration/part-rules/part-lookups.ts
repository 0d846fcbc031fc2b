import { type LoadOptions, SewsPart, type SewsPartRow, type ShortPartDetail } from '@fgss/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { harnessLabelFormats } from '../../db/schema/label-setup/index.js';
import { xref } from '../../db/schema/parts/xref.js';
import { customers } from '../../seed/part-catalogue.js';
import { sewsPartStore } from './stores.js';

/** A page of the plant's XREF parts for a lookup; `shortPartsOnly` for the short part lookups. */
export function sewsPartPage(db: PlantDb, plantid: string, o: LoadOptions, shortPartsOnly = false) {
  const hasShort = ['shorT_PART_NO', '<>', null];
  const filter = shortPartsOnly ? (o.filter?.length ? [o.filter, 'and', hasShort] : hasShort) : o.filter;
  const page = sewsPartStore.load(db, { ...o, filter, plantid });
  // Only the lookup's columns, not the whole XREF record.
  const data = page.data.map((row) => Object.fromEntries(SewsPart.columns.map((c) => [c, row[c]])) as SewsPartRow);
  return { ...page, data };
}

/** The harness label format a customer's parts print with: its group's first (standard) format. */
export function labelFormatOf(db: PlantDb, customerId: string | null): string | null {
  const group = customers.find((c) => c.id === customerId)?.group ?? customerId;
  if (!group) return null;
  return (
    db
      .select({ labelFormat: harnessLabelFormats.labelFormat })
      .from(harnessLabelFormats)
      .where(eq(harnessLabelFormats.custGroup, group))
      .orderBy(asc(harnessLabelFormats.id))
      .get()?.labelFormat ?? null
  );
}

/** The XREF parts of a short part, newest design level first, with their label format. */
export function shortPartDetails(db: PlantDb, plantId: string, shortPartNo: string): ShortPartDetail[] {
  return db
    .select({
      shortPartNo: xref.shorT_PART_NO,
      sewsPartNo: xref.sewS_PART_NO,
      sewsDesignLevel: xref.sewS_DESIGN_LEVEL,
      customerId: xref.customerId,
    })
    .from(xref)
    .where(and(eq(xref.plantId, plantId), eq(xref.shorT_PART_NO, shortPartNo)))
    .orderBy(desc(xref.sewS_DESIGN_LEVEL))
    .all()
    .map((p) => ({
      shortPartNo: p.shortPartNo ?? shortPartNo,
      sewsPartNo: p.sewsPartNo,
      sewsDesignLevel: p.sewsDesignLevel,
      labelFormat: labelFormatOf(db, p.customerId),
    }));
}
