import { barcodeTypes, type LookupItem } from '@fgss/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { customers } from '../../db/schema/customers/index.js';
import {
  type formatLabelKinds,
  formatLabels,
  type PrinterOptionKind,
  printerOptions,
  warehouses,
} from '../../db/schema/label-setup/index.js';
import { destinationMaster } from '../../db/schema/plant/index.js';

/** A printer list: the printer types (no printerType), or one kind of choice of one printer type. */
export function printerOptionList(db: PlantDb, kind: PrinterOptionKind, printerType?: string): LookupItem[] {
  return db
    .select({ code: printerOptions.code, name: printerOptions.name })
    .from(printerOptions)
    .where(
      and(
        eq(printerOptions.kind, kind),
        printerType === undefined ? isNull(printerOptions.printerType) : eq(printerOptions.printerType, printerType),
      ),
    )
    .orderBy(asc(printerOptions.sortOrder))
    .all();
}

export function formatLabelList(db: PlantDb, kind: (typeof formatLabelKinds)[number]): LookupItem[] {
  return db
    .select({ code: formatLabels.code, name: formatLabels.name })
    .from(formatLabels)
    .where(eq(formatLabels.kind, kind))
    .orderBy(asc(formatLabels.code))
    .all();
}

export function warehouseList(db: PlantDb): LookupItem[] {
  return db
    .select({ code: warehouses.code, name: warehouses.name })
    .from(warehouses)
    .orderBy(asc(warehouses.code))
    .all();
}

export function destinationList(db: PlantDb): LookupItem[] {
  return db
    .select({ code: destinationMaster.desT_CD, name: destinationMaster.desT_NM })
    .from(destinationMaster)
    .orderBy(asc(destinationMaster.desT_CD))
    .all();
}

/** The customer groups of the plant's customers, each named by its customers. */
export function customerGroups(db: PlantDb): LookupItem[] {
  const groups = new Map<string, string[]>();
  for (const c of db.select().from(customers).orderBy(sql`rowid`).all())
    groups.set(c.custGroup, [...(groups.get(c.custGroup) ?? []), c.id]);
  return [...groups].map(([code, ids]) => ({ code, name: ids.join(', ') }));
}

export const barcodeTypeList = (): LookupItem[] => barcodeTypes.map((b) => ({ code: b, name: b }));
