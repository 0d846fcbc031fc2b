import { ArchiveSummary, type Registry } from '@fgss/contracts';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import {
  boxArchive,
  harnessSerialArchive,
  masterLabelArchive,
  palletArchive,
  shipmentArchive,
} from '../db/schema/archive/archived-history.js';
import { box, harnessSerial, masterLabel, pallet } from '../db/schema/history/labels.js';
import { shipment } from '../db/schema/history/shipments.js';
import type { HandlersOf } from '../http/handlers.js';
import { lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;

/**
 * Archive Summary reads the shipment tree wherever its rows now are: the live history tables or
 * their archives (the archive job's: same columns and ids). A row is in one of the two, so each
 * level is looked up in both, by key, and the pair coalesced.
 */
const levels = {
  shipment: [shipment, shipmentArchive],
  masterLabel: [masterLabel, masterLabelArchive],
  pallet: [pallet, palletArchive],
  box: [box, boxArchive],
  harnessSerial: [harnessSerial, harnessSerialArchive],
} as const;
type Level = keyof typeof levels;
/** A level's columns by name: the live table's, or its archive's under the same names. */
type Columns<L extends Level> = (typeof levels)[L][0]['_']['columns'];
const columnsOf = <L extends Level>(t: SQLiteTable) => getTableColumns(t) as unknown as Columns<L>;
/** A condition on a row of `L`, written once for the live table and its archive. */
type Condition<L extends Level> = (c: Columns<L>) => SQL;

/** `select` of the rows of `level` where `where` holds, in the live table and in its archive. */
function bothTables<L extends Level>(level: L, select: (c: Columns<L>) => SQL | SQLiteColumn, where?: Condition<L>) {
  const [live, archived] = levels[level].map((t: SQLiteTable) => {
    const c = columnsOf<L>(t);
    return sql`SELECT ${select(c)} FROM ${t}${where ? sql` WHERE ${where(c)}` : sql``}`;
  });
  return sql`${live} UNION ALL ${archived}`;
}

/** The rows of `level` where `where` holds, live and archived, with the live table's columns. */
function rowsOf<L extends Level>(level: L, where: Condition<L>): SQL {
  const names = Object.keys(getTableColumns(levels[level][0]));
  const all = (c: Columns<L>) =>
    sql.join(
      names.map((n) => (c as unknown as Record<string, SQLiteColumn>)[n] as SQLiteColumn),
      sql`, `,
    );
  return bothTables(level, all, where);
}

/** `table AS name` in a FROM or JOIN; the columns of drizzle's alias(table, name) name it. */
const named = (table: SQLiteTable, name: string) => sql`${table} ${sql.identifier(name)}`;

/** The live and the archived row of `level` whose id is `id`, joined as `<as>1` and `<as>2`. */
function both<L extends Level>(level: L, as: string, id: SQL) {
  const [live, archived] = levels[level];
  const [l, a] = [columnsOf<L>(alias(live, `${as}1`)), columnsOf<L>(alias(archived, `${as}2`))];
  return {
    join: sql`LEFT JOIN ${named(live, `${as}1`)} ON ${l.id} = ${id} LEFT JOIN ${named(archived, `${as}2`)} ON ${a.id} = ${id}`,
    /** A column of the row, from whichever of the two holds it. */
    either: (column: (c: Columns<L>) => SQLiteColumn) => sql`coalesce(${column(l)}, ${column(a)})`,
  };
}

type Found = Record<string, number | null> | undefined;

/** One row of `level` where `column` is `value`, live or archived (its columns by SQL name). */
function find<L extends Level>(
  db: PlantDb,
  level: L,
  column: (c: Columns<L>) => SQLiteColumn,
  value: string | number | null | undefined,
): Found {
  if (value === null || value === undefined) return undefined;
  return db.get<Found>(sql`${rowsOf(level, (c) => sql`${column(c)} = ${value}`)} LIMIT 1`);
}

/** The ids of `level`'s rows, live and archived, where `where` holds. */
const idsWhere = <L extends Level>(level: L, where: Condition<L>) => bothTables(level, (c) => c.id, where);

/**
 * The boxes of the tree a searched number belongs to: its ASN once loaded, else its topmost
 * container, as a condition on a box row; null when the number is unknown.
 */
function treeOf(db: PlantDb, type: 'ASN' | 'ML' | 'PLT' | 'BOX' | 'HRNS', number: string): Condition<'box'> | null {
  const byMaster =
    (m: number): Condition<'box'> =>
    (b) =>
      sql`${b.palletId} IN (${idsWhere('pallet', (p) => sql`${p.masterLabelId} = ${m}`)})`;
  const inShipment =
    (id: number): Condition<'box'> =>
    (b) =>
      sql`${b.shipmentId} = ${id}`;
  const above = (m: Found) => (m?.shipment_id ? inShipment(m.shipment_id) : null);
  if (type === 'ASN') {
    const s = find(db, 'shipment', (c) => c.asnNumber, number);
    return s ? inShipment(s.id as number) : null;
  }
  if (type === 'ML') {
    const m = find(db, 'masterLabel', (c) => c.masterLabelSerialNo, number);
    return m ? (above(m) ?? byMaster(m.id as number)) : null;
  }
  if (type === 'PLT') {
    const p = find(db, 'pallet', (c) => c.palletNo, number);
    if (!p) return null;
    const m = find(db, 'masterLabel', (c) => c.id, p.master_label_id);
    return above(m) ?? (m ? byMaster(m.id as number) : (b) => sql`${b.palletId} = ${p.id}`);
  }
  const boxId = type === 'BOX' ? undefined : find(db, 'harnessSerial', (c) => c.harnessSerialNo, number)?.box_id;
  const b = type === 'BOX' ? find(db, 'box', (c) => c.boxSerialNo, number) : find(db, 'box', (c) => c.id, boxId);
  if (!b) return null;
  if (b.shipment_id) return inShipment(b.shipment_id);
  const m = find(db, 'masterLabel', (c) => c.id, find(db, 'pallet', (c) => c.id, b.pallet_id)?.master_label_id);
  if (m) return byMaster(m.id as number);
  return b.pallet_id ? (c) => sql`${c.palletId} = ${b.pallet_id}` : (c) => sql`${c.id} = ${b.id}`;
}

/** A column of the tree's boxes (the subquery `b`, which has the box table's column names). */
const ofBox = (column: (c: Columns<'box'>) => SQLiteColumn) => sql`b.${sql.identifier(column(box).name)}`;

/** The tree's rows, one per harness (or per box without any): its boxes with every level above. */
function treeRows(boxes: Condition<'box'>): SQL {
  const b = sql`(${rowsOf('box', boxes)}) b`;
  const p = both(
    'pallet',
    'p',
    ofBox((c) => c.palletId),
  );
  const m = both(
    'masterLabel',
    'm',
    p.either((c) => c.masterLabelId),
  );
  const s = both(
    'shipment',
    's',
    ofBox((c) => c.shipmentId),
  );
  const above = sql`${p.join} ${m.join} ${s.join}`;
  const columns = (harness: SQL) => sql`${s.either((c) => c.asnNumber)} AS asn,
    ${m.either((c) => c.masterLabelSerialNo)} AS master, ${p.either((c) => c.palletNo)} AS pallet,
    ${ofBox((c) => c.sewsPartNo)} AS product, ${ofBox((c) => c.boxSerialNo)} AS box, ${harness} AS harness,
    ${s.either((c) => c.employeeId)} AS descBy, ${m.either((c) => c.truckLoadDtm)} AS trucK_LOD_DTM,
    ${m.either((c) => c.skidDtm)} AS skiD_DTM, ${p.either((c) => c.palletLoadDtm)} AS palleT_LOD_DTM,
    ${ofBox((c) => c.boxPackDtm)} AS boX_PACK_DTM, ${ofBox((c) => c.quantity)} AS pieceS_PER_BOX`;
  const withHarness = levels.harnessSerial.map((t) => {
    const c = columnsOf<'harnessSerial'>(alias(t, 'h'));
    return sql`SELECT ${columns(sql`${c.harnessSerialNo}`)} FROM ${b} JOIN ${named(t, 'h')} ON ${c.boxId} = ${ofBox((c) => c.id)} ${above}`;
  });
  const harnessOf = bothTables(
    'harnessSerial',
    (h) => h.id,
    (h) => sql`${h.boxId} = ${ofBox((c) => c.id)}`,
  );
  return sql`(${sql.join(withHarness, sql` UNION ALL `)}
    UNION ALL SELECT ${columns(sql`NULL`)} FROM ${b} ${above} WHERE NOT EXISTS (${harnessOf})) t`;
}

/** The number lookups: values of one level, live or archived, within an ASN when asked. */
const numberLookup =
  <L extends Level>(level: L, column: (c: Columns<L>) => SQLiteColumn) =>
  async (
    input: { asnNumber?: string; skip?: number; take?: number; searchValue?: string },
    ctx: { plant: PlantDb },
  ) => {
    const values = sql`(${bothTables(level, (c) => sql`${column(c)} AS value, ${c.id} AS id`)}) v`;
    const where = new Where();
    if (input.asnNumber) {
      const boxes = treeOf(ctx.plant, 'ASN', input.asnNumber);
      if (!boxes) where.add(sql`0`);
      else if (level === 'shipment') where.add(sql`v.value = ${input.asnNumber}`);
      else where.add(sql`v.id IN (${idsOf(level, boxes)})`);
    }
    return lookupPage(ctx.plant, { value: sql`v.value`, from: values, where }, input);
  };

/** The ids of `level`'s rows in the tree of boxes `boxes`. */
function idsOf(level: Level, boxes: Condition<'box'>): SQL {
  const tree = sql`(${rowsOf('box', boxes)})`;
  const boxIds = sql`SELECT id FROM ${tree}`;
  if (level === 'box') return boxIds;
  if (level === 'harnessSerial') return idsWhere('harnessSerial', (h) => sql`${h.boxId} IN (${boxIds})`);
  const palletIds = sql`SELECT ${sql.identifier(box.palletId.name)} FROM ${tree}`;
  if (level === 'pallet') return palletIds;
  return bothTables(
    'pallet',
    (c) => c.masterLabelId,
    (c) => sql`${c.id} IN (${palletIds})`,
  );
}

export const archiveSummaryHandlers: Handlers['ArchiveSummary'] = {
  asnNumbers: numberLookup('shipment', (c) => c.asnNumber),
  mlNumbers: numberLookup('masterLabel', (c) => c.masterLabelSerialNo),
  pltNumbers: numberLookup('pallet', (c) => c.palletNo),
  boxNumbers: numberLookup('box', (c) => c.boxSerialNo),
  hrnsNumbers: numberLookup('harnessSerial', (c) => c.harnessSerialNo),
  search: async (f, ctx) => {
    const boxes = treeOf(ctx.plant, f.reportOption, f.searchFilter as string) ?? (() => sql`0`);
    const fields = rowFields(ArchiveSummary.search);
    return reportPage(
      ctx.plant,
      {
        select: only(fields, Object.fromEntries(fields.map((c) => [c, sql`t.${sql.identifier(c)}`]))),
        from: treeRows(boxes),
        where: new Where(),
        order: ['master', 'pallet', 'box', 'harness'],
      },
      f,
    );
  },
};
