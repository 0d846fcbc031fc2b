import {
  ADHERENCE_TYPES,
  type ArchiveSource,
  archiveSources,
  archiveStatuses,
  barcodeTypes,
  CUSTOMER_GROUP_OPTIONS,
  type LookupTable,
  PLAN_OPTIONS,
  timePeriods,
  xrefFieldNames,
} from '@fgss/contracts';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { customers } from '../db/schema/customers/index.js';
import { shipment } from '../db/schema/history/shipments.js';
import {
  type formatLabelKinds,
  formatLabels,
  harnessLabelFormats,
  type PrinterOptionKind,
  printerOptions,
  warehouses,
} from '../db/schema/label-setup/index.js';
import { plants } from '../db/schema/parts/plants.js';
import { xref } from '../db/schema/parts/xref.js';
import { destinationMaster } from '../db/schema/plant/index.js';
import {
  barcodeDataFields,
  barcodeItems,
  barcodeTypes2DList,
  configuredHarnessFormats,
  traceabilityFlags,
} from './barcode-tables.js';

/** One record of a lookup table: its code, its name, and the columns a field may be filled from. */
export type LookupRecord = { code: string; name: string } & Record<string, string | null>;

/**
 * A lookup table of the plant: `list` gives its records in list order (what a lookup call
 * answers), `find` the records of one code (compared as the database does, ignoring case).
 * `within` holds the table's parameters (e.g. the plant of an XREF).
 */
export interface LookupSource {
  list(db: PlantDb, within: Record<string, string>): LookupRecord[];
  find(db: PlantDb, code: string, within: Record<string, string>): LookupRecord[];
}

const sameCode = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A table small enough to list whole: found by scanning its list. */
const listed = (list: LookupSource['list']): LookupSource => ({
  list,
  find: (db, code, within) => list(db, within).filter((r) => sameCode(r.code, code)),
});
const fixed = (items: readonly { code: string; name: string }[]) => listed(() => items.map((i) => ({ ...i })));

const printerOption = (kind: PrinterOptionKind, byType: boolean): LookupSource => {
  const where = (within: Record<string, string>, code?: string): SQL | undefined =>
    and(
      eq(printerOptions.kind, kind),
      byType ? eq(printerOptions.printerType, within.printerType ?? '') : isNull(printerOptions.printerType),
      code === undefined ? undefined : eq(printerOptions.code, code),
    );
  const select = (db: PlantDb, within: Record<string, string>, code?: string) =>
    db
      .select({ code: printerOptions.code, name: printerOptions.name })
      .from(printerOptions)
      .where(where(within, code))
      .orderBy(asc(printerOptions.sortOrder))
      .all();
  return { list: (db, within) => select(db, within), find: (db, code, within) => select(db, within, code) };
};

const formatLabel = (kind: (typeof formatLabelKinds)[number]): LookupSource => {
  const select = (db: PlantDb, code?: string) =>
    db
      .select({ code: formatLabels.code, name: formatLabels.name })
      .from(formatLabels)
      .where(and(eq(formatLabels.kind, kind), code === undefined ? undefined : eq(formatLabels.code, code)))
      .orderBy(asc(formatLabels.code))
      .all();
  return { list: (db) => select(db), find: (db, code) => select(db, code) };
};

/** The customer groups of the plant's customers, each named by its customers. */
function customerGroupList(db: PlantDb): LookupRecord[] {
  const groups = new Map<string, string[]>();
  for (const c of db.select().from(customers).orderBy(sql`rowid`).all())
    groups.set(c.custGroup, [...(groups.get(c.custGroup) ?? []), c.id]);
  return [...groups].map(([code, ids]) => ({ code, name: ids.join(', ') }));
}

/** The harness label format a customer's parts print with: its group's first (standard) format. */
export function labelFormatOf(db: PlantDb, customerId: string | null): string | null {
  const group = customerId
    ? (db.select({ group: customers.custGroup }).from(customers).where(eq(customers.id, customerId)).get()?.group ??
      customerId)
    : null;
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

/**
 * The parts of a plant's XREF, by SEWS part number or by short part number: each record is one
 * design level, with the customer and the label format its customer prints with. Found by code
 * only (the XREF is large); the lookup calls page the XREF themselves.
 */
const xrefBy = (by: 'part' | 'short'): LookupSource => {
  const find = (db: PlantDb, code: string, within: Record<string, string>) =>
    db
      .select({
        sewsPartNo: xref.sewS_PART_NO,
        sewsDesignLevel: xref.sewS_DESIGN_LEVEL,
        shortPartNo: xref.shorT_PART_NO,
        customerId: xref.customerId,
      })
      .from(xref)
      .where(
        and(
          eq(xref.plantId, within.plantId ?? ''),
          by === 'part' ? eq(xref.sewS_PART_NO, code) : eq(xref.shorT_PART_NO, code),
          // A row naming its design level (a sub-assembly) means that record only.
          within.designLevel === undefined ? undefined : eq(xref.sewS_DESIGN_LEVEL, within.designLevel),
        ),
      )
      .orderBy(asc(xref.id))
      .all()
      .map((p) => ({
        ...p,
        code: (by === 'part' ? p.sewsPartNo : p.shortPartNo) ?? code,
        name: `${p.sewsPartNo} ${p.sewsDesignLevel}`,
        labelFormat: labelFormatOf(db, p.customerId),
      }));
  return { list: () => [], find };
};

const plantList = (db: PlantDb) =>
  db
    .select({ code: plants.plantId, name: plants.plant_nm })
    .from(plants)
    .orderBy(sql`${plants.primary_plant} desc`, asc(plants.plantId))
    .all();

const codes = (list: readonly string[]) => fixed(list.map((code) => ({ code, name: code })));

/** What the plant's history ships to (customers, their groups, ship-to warehouses): what a plan may name. */
const shippedTo = (column: typeof shipment.customerId | typeof shipment.custGroup | typeof shipment.shipToWhse) =>
  listed((db) =>
    db
      .selectDistinct({ code: sql<string>`upper(${column})`, name: sql<string>`upper(${column})` })
      .from(shipment)
      .where(isNotNull(column))
      .orderBy(sql`1`)
      .all(),
  );

/** Kinds of sub-assembly a plant builds (SubAssemblyMaster/Types). */
export const subAssemblyTypes = [
  { code: 'SUB HARNESS', name: 'Sub harness' },
  { code: 'JUNCTION BLOCK', name: 'Junction block' },
  { code: 'FUSE BOX', name: 'Fuse box' },
  { code: 'RELAY BOX', name: 'Relay box' },
  { code: 'GROMMET ASSY', name: 'Grommet assembly' },
];

/** The product labels a sub-assembly is labelled with (SubAssemblyMaster/ProductLabels). */
export const productLabels = [
  { code: 'SUBASSY-4X2', name: 'Sub-assembly tag 4 x 2 in' },
  { code: 'SUBASSY-4X6', name: 'Sub-assembly label 4 x 6 in' },
  { code: 'KANBAN-3X5', name: 'Kanban card 3 x 5 in' },
  { code: 'JB-2X1', name: 'Junction block label 2 x 1 in' },
];

/** Every lookup table an entity field may name (contracts' lookupTables), and where its records are. */
export const lookupSources: Record<LookupTable, LookupSource> = {
  printerTypes: printerOption('PRINTER_TYPE', false),
  communicationTypes: printerOption('COMMUNICATION_TYPE', true),
  transmitModes: printerOption('TRANSMIT_MODE', true),
  modelTypes: printerOption('MODEL_TYPE', true),
  boxFormatLabels: formatLabel('BOX'),
  harnessFormatLabels: formatLabel('HARNESS'),
  customerGroups: listed(customerGroupList),
  barcodeTypes: codes(barcodeTypes),
  warehouses: listed((db) =>
    db.select({ code: warehouses.code, name: warehouses.name }).from(warehouses).orderBy(asc(warehouses.code)).all(),
  ),
  destinations: listed((db) =>
    db
      .select({ code: destinationMaster.desT_CD, name: destinationMaster.desT_NM })
      .from(destinationMaster)
      .orderBy(asc(destinationMaster.desT_CD))
      .all(),
  ),
  xrefFields: codes(xrefFieldNames),
  xrefParts: xrefBy('part'),
  xrefShortParts: xrefBy('short'),
  plants: listed(plantList),
  subAssemblyTypes: fixed(subAssemblyTypes),
  productLabels: fixed(productLabels),
  archiveSources: fixed(
    Object.entries(archiveSources).map(([code, s]) => ({ code, name: s.archiveTable, archiveTable: s.archiveTable })),
  ),
  archiveKeyColumns: listed((_db, within) =>
    (archiveSources[within.source?.toUpperCase() as ArchiveSource]?.dateColumns ?? []).map((c) => ({
      code: c,
      name: c,
    })),
  ),
  timePeriods: fixed(timePeriods),
  archiveStatuses: fixed(archiveStatuses),
  barcodeTypes2D: fixed(barcodeTypes2DList),
  barcodeItems: fixed(barcodeItems),
  barcodeDataFields: fixed(barcodeDataFields),
  configuredHarnessFormats: listed(configuredHarnessFormats),
  traceabilityFlags: fixed(traceabilityFlags),
  customerGroupOptions: codes(CUSTOMER_GROUP_OPTIONS),
  planOptions: codes(PLAN_OPTIONS),
  adherenceTypes: codes(ADHERENCE_TYPES),
  shipToWarehouses: shippedTo(shipment.shipToWhse),
  shippedCustomerGroups: shippedTo(shipment.custGroup),
  shippedCustomers: shippedTo(shipment.customerId),
};
