import {
  type FilterNode,
  GridFilter,
  type LoadOptions,
  SewsPart,
  type SewsPartRow,
  type ShortPartDetail,
} from '@fgss/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { xref } from '../../db/schema/parts/xref.js';
import { badRequest } from '../../http/errors.js';
import { labelFormatOf } from '../../lookups/tables.js';
import { sewsPartStore } from './stores.js';

/** A page of the plant's XREF parts for a lookup; `shortPartsOnly` for the short part lookups. */
export function sewsPartPage(db: PlantDb, plantid: string, o: LoadOptions, shortPartsOnly = false) {
  if (o.group?.length) throw badRequest('A part lookup is not grouped');
  const filter = shortPartsOnly ? withShortPart(o.filter) : o.filter;
  const page = sewsPartStore.load(db, { ...o, filter, plantid });
  // Only the lookup's columns, not the whole XREF record.
  const data = (page.data as SewsPartRow[]).map(
    (row) => Object.fromEntries(SewsPart.columns.map((c) => [c, row[c]])) as SewsPartRow,
  );
  return { ...page, data };
}

/** The filter narrowed to parts that have a short part number. */
function withShortPart(filter: GridFilter | undefined): GridFilter {
  const hasShort = ['shorT_PART_NO', '<>', null];
  const node: FilterNode = { kind: 'condition', field: 'shorT_PART_NO', op: '<>', value: null };
  if (!filter) return new GridFilter(node, hasShort);
  return new GridFilter({ kind: 'group', join: 'and', nodes: [filter.tree, node] }, [filter.toJSON(), 'and', hasShort]);
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
