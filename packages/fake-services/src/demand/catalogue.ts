import {
  BoxLabelRow,
  type FieldSpec,
  HarnessLabelRow,
  type LoadOptions,
  PartLabelRow,
  ZebraLabelRow,
  type ZebraLabelRowT,
} from '@fgss/contracts';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { boxLabelFormats, harnessLabelFormats } from '../db/schema/label-setup/index.js';
import { plants } from '../db/schema/parts/plants.js';
import { xref } from '../db/schema/parts/xref.js';
import { partLabel } from '../db/schema/printing/index.js';
import { joinedGridQuery } from './grid-query.js';

/**
 * The print screens' part grids: XREF parts joined with their label assignment (part_label) and
 * the label format masters. A part whose format is missing from the masters is not printable and
 * is not listed.
 */
const x = xref;
const p = partLabel;
const b = boxLabelFormats;
const h = harnessLabelFormats;

const boxColumns = {
  id: x.id,
  sewsPartNo: x.sewS_PART_NO,
  sewsDesginLevel: x.sewS_DESIGN_LEVEL,
  seqNo: p.seqNo,
  sewsstscd: x.sewS_STS_CD,
  shortPartNo: x.shorT_PART_NO,
  modelYear: p.modelYear,
  customerCode: x.customerId,
  backKanban: p.backKanban,
  custPartNo: x.custPartNo,
  custSTSCd: x.cust_sts_cd,
  labelFormat: p.boxLabelFormat,
  broadCastCd: p.broadCastCd,
  color: p.color,
  speed: b.speed,
  enableSpeed: b.enableSpeed,
  labelCopies: b.boxTicketCopies,
  enablePrintCopy: b.enablePrintCopy,
  inputName: b.inputName,
} satisfies Record<string, SQLiteColumn>;

const harnessColumns = {
  id: x.id,
  sewsPartNo: x.sewS_PART_NO,
  sewsDesginLevel: x.sewS_DESIGN_LEVEL,
  seqNo: p.seqNo,
  sewsstscd: x.sewS_STS_CD,
  shortPartNo: x.shorT_PART_NO,
  labelFormat: h.labelFormat,
  extraInfo: p.extraInfo,
  custPartNo: x.custPartNo,
  customerCode: x.customerId,
  broadCastCd: p.broadCastCd,
  color: p.color,
  speed: h.speed,
  enableSpeed: h.enableSpeed,
  backKanban: p.backKanban,
  identifier: plants.identifier,
  productLabel: p.productLabel,
  shortPartNoPrint: p.shortPartNoPrint,
} satisfies Record<string, SQLiteColumn>;

const partColumns = {
  id: x.id,
  sewsPartNo: x.sewS_PART_NO,
  sewsDesignLevel: x.sewS_DESIGN_LEVEL,
  seqNo: p.seqNo,
  sewsStsCd: x.sewS_STS_CD,
  shortPartNo: x.shorT_PART_NO,
  productLabel: p.productLabel,
  backKanban: p.backKanban,
  custPartNo: x.custPartNo,
  customerCode: x.customerId,
  broadCastCd: p.broadCastCd,
  color: p.color,
  shortPartNoPrint: p.shortPartNoPrint,
  identifier: plants.identifier,
  labelFormat: h.labelFormat,
  speed: h.speed,
  enableSpeed: h.enableSpeed,
} satisfies Record<string, SQLiteColumn>;

/** Zebra part labels are Ford's: the prefix, base and suffix are read from the customer part number. */
const zebraColumns = {
  id: x.id,
  sewsPartNo: x.sewS_PART_NO,
  designLevel: x.sewS_DESIGN_LEVEL,
  customerId: x.customerId,
  partNoPrefix: x.custPartNo,
  basePartNo: x.custPartNo,
  designInfo: x.custPartNo,
  barcode: x.custPartNo,
  labelFormat: p.boxLabelFormat,
  mfgLocation: plants.plant_nm,
  madeinPhrase: plants.made_in,
  color: p.color,
  releaseNo: p.releaseNo,
  isPrimary: x.activE_FLAG,
} satisfies Record<string, SQLiteColumn>;

/** Which harness format a grid prints with: the part's own, or the screen's (special, component, customer). */
export type HarnessFormatChoice = 'part' | 'HLSP' | 'CMP1' | 'CUS1';

const harnessJoin = (choice: HarnessFormatChoice): SQL =>
  and(
    eq(h.custGroup, p.custGroup),
    choice === 'part' ? eq(h.labelFormat, p.harnessLabelFormat) : eq(h.labelFormat, choice),
  ) as SQL;

/**
 * The parts of a grid: XREF, its label assignment, the plant and the one label format master the
 * grid prints with (the other join matches nothing); a part without that format is left out.
 */
function joined(db: PlantDb, choice: HarnessFormatChoice | 'box', selection: Record<string, SQLiteColumn | SQL>) {
  const box = choice === 'box';
  return db
    .select(selection)
    .from(x)
    .innerJoin(p, eq(p.xrefId, x.id))
    .innerJoin(plants, eq(plants.plantId, x.plantId))
    .leftJoin(b, box ? eq(b.labelFormat, p.boxLabelFormat) : sql`0`)
    .leftJoin(h, box ? sql`0` : harnessJoin(choice))
    .$dynamic();
}

function load<C extends Record<string, SQLiteColumn>, Row = { [K in keyof C]: unknown }>(
  db: PlantDb,
  grid: { fields: Record<string, FieldSpec>; defaultSort: { selector: string; desc?: boolean }[] },
  columns: C,
  choice: HarnessFormatChoice | 'box',
  o: LoadOptions,
  scope: SQL[],
  mapRow?: (row: Record<string, unknown>) => Row,
) {
  const present = isNotNull(choice === 'box' ? b.id : h.id);
  const query = joinedGridQuery<Row>({
    ...grid,
    columns,
    id: x.id,
    select: (d, selection) => joined(d, choice, selection as Record<string, SQLiteColumn>),
    mapRow,
  });
  return query.load(db, o, [present, ...scope]);
}

const plantScope = (plantId: string) => [eq(x.plantId, plantId)];

export const catalogue = {
  box: (db: PlantDb, plantId: string, o: LoadOptions) =>
    load(db, BoxLabelRow, boxColumns, 'box', o, plantScope(plantId)),
  harness: (db: PlantDb, plantId: string, o: LoadOptions, choice: 'part' | 'HLSP') =>
    load(db, HarnessLabelRow, harnessColumns, choice, o, plantScope(plantId)),
  parts: (db: PlantDb, plantId: string, o: LoadOptions, choice: 'CMP1' | 'CUS1', customerId?: string) =>
    load(db, PartLabelRow, partColumns, choice, o, [
      ...plantScope(plantId),
      ...(customerId ? [eq(x.customerId, customerId)] : []),
    ]),
  zebra: (db: PlantDb, plantId: string, o: LoadOptions) =>
    load(db, ZebraLabelRow, zebraColumns, 'box', o, [...plantScope(plantId), eq(x.customerId, 'FORD')], zebraRow),
};

/** 'JL3T-14A005-AB' -> prefix JL3T, base 14A005, suffix AB; the barcode is the part without dashes. */
function zebraRow(r: Record<string, unknown>): ZebraLabelRowT {
  const cust = String(r.barcode ?? '');
  const [prefix = '', basePart = '', suffix = ''] = cust.split('-');
  return {
    id: r.id as number,
    sewsPartNo: r.sewsPartNo as string,
    designLevel: r.designLevel as string,
    customerId: (r.customerId as string | null) ?? null,
    partNoPrefix: prefix,
    basePartNo: basePart,
    designInfo: suffix,
    barcode: cust.replaceAll('-', ''),
    labelFormat: (r.labelFormat as string | null) ?? null,
    mfgLocation: (r.mfgLocation as string | null) ?? null,
    madeinPhrase: r.madeinPhrase ? `MADE IN ${r.madeinPhrase}` : null,
    color: (r.color as string | null) ?? null,
    releaseNo: (r.releaseNo as string | null) ?? null,
    isPrimary: Boolean(r.isPrimary),
  };
}
