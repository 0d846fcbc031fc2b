import { type EPBMaster, EpbPart } from '@fgss/contracts';
import { sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { epbParts } from '../db/schema/epb/index.js';
import { xref } from '../db/schema/parts/xref.js';
import { fillHandler, gridHandlers } from '../grid/handlers.js';
import { GridStore } from '../grid/store.js';
import type { HandlersOf } from '../http/handlers.js';
import { plantHandlers } from '../plants/handlers.js';
import { lookupPage, Where } from '../report/sql.js';

export const epbPartStore = new GridStore(EpbPart, epbParts);

interface ShortPartQuery {
  plantId: string;
  skip?: number;
  take?: number;
  searchValue?: string;
}

/**
 * The plant's XREF short parts that are not on its EPB list yet (a short part is listed once per
 * plant), starting with the typed text, a page at a time; each shown with its SEWS part and level.
 */
export function epbShortParts(db: PlantDb, q: ShortPartQuery) {
  const where = new Where()
    .add(sql`x.plant_id = ${q.plantId}`)
    .add(sql`x.short_part_no NOT IN (SELECT short_part_no FROM ${epbParts} WHERE plant_id = ${q.plantId})`);
  return lookupPage(
    db,
    {
      value: sql`x.short_part_no`,
      text: sql`x.short_part_no || ' - ' || x.sews_part_no || ' ' || x.sews_design_level`,
      from: sql`${xref} x`,
      where,
    },
    q,
  );
}

export const epbMasterHandlers: HandlersOf<typeof EPBMaster> = {
  ...plantHandlers,
  ...gridHandlers(epbPartStore),
  fill: fillHandler(EpbPart),
  shortPartNumbers: async (q, { plant }) => epbShortParts(plant, q),
};
