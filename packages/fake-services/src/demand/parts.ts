import { printerMessages } from '@fgss/contracts';
import { and, eq } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { boxLabelFormats, harnessLabelFormats } from '../db/schema/label-setup/index.js';
import { plants } from '../db/schema/parts/plants.js';
import { xref } from '../db/schema/parts/xref.js';
import { systemParameters } from '../db/schema/plant/index.js';
import { partLabel } from '../db/schema/printing/index.js';
import { badRequest } from '../http/errors.js';

/** What a print reads about its part and plant. */
export type PrintPart = NonNullable<ReturnType<typeof partQuery>>;

function partQuery(db: PlantDb, where: ReturnType<typeof and>) {
  return db
    .select({ xref, label: partLabel, plant: plants })
    .from(xref)
    .innerJoin(partLabel, eq(partLabel.xrefId, xref.id))
    .innerJoin(plants, eq(plants.plantId, xref.plantId))
    .where(where)
    .get();
}

/** The part of a plant by its SEWS part number and design level (or its XREF id, box KEYVALUE). */
export function findPart(
  db: PlantDb,
  plantId: string,
  part: { sewsPartNo: string; designLevel: string } | { id: number },
): PrintPart {
  const where =
    'id' in part
      ? and(eq(xref.plantId, plantId), eq(xref.id, part.id))
      : and(
          eq(xref.plantId, plantId),
          eq(xref.sewS_PART_NO, part.sewsPartNo),
          eq(xref.sewS_DESIGN_LEVEL, part.designLevel),
        );
  const found = partQuery(db, where);
  if (!found) throw badRequest(printerMessages.unknownPart('id' in part ? String(part.id) : part.sewsPartNo));
  return found;
}

export function boxFormat(db: PlantDb, labelFormat: string) {
  const format = db.select().from(boxLabelFormats).where(eq(boxLabelFormats.labelFormat, labelFormat)).get();
  if (!format) throw badRequest(printerMessages.noLabelFormat(labelFormat));
  return format;
}

export function harnessFormat(db: PlantDb, labelFormat: string, custGroup: string) {
  const format = db
    .select()
    .from(harnessLabelFormats)
    .where(and(eq(harnessLabelFormats.labelFormat, labelFormat), eq(harnessLabelFormats.custGroup, custGroup)))
    .get();
  if (!format) throw badRequest(printerMessages.noLabelFormat(`${labelFormat} (${custGroup})`));
  return format;
}

export function plantOf(db: PlantDb, plantId: string) {
  const plant = db.select().from(plants).where(eq(plants.plantId, plantId)).get();
  if (!plant) throw badRequest(`Plant '${plantId}' is not a plant of this server.`);
  return plant;
}

/** A system parameter's value by code (any option, the plant-wide row first), or undefined. */
export function parameter(db: PlantDb, code: string): string | undefined {
  return db
    .select({ value: systemParameters.parameter_Value })
    .from(systemParameters)
    .where(eq(systemParameters.parameter_c, code))
    .orderBy(systemParameters.mfG_PLANT)
    .get()?.value;
}

export const productionLineLotShown = (db: PlantDb) =>
  (parameter(db, 'PRODUCTION_LINE_LOT') ?? 'NO').toUpperCase() === 'YES';
