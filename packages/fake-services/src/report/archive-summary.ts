import { ArchiveSummary, type Registry } from '@fgss/contracts';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PlantDb } from '../db/plant.js';
import { box, harnessSerial, masterLabel, pallet } from '../db/schema/history/labels.js';
import { shipment } from '../db/schema/history/shipments.js';
import type { HandlersOf } from '../http/handlers.js';
import { lookupPage, only, reportPage, rowFields, Where } from './sql.js';

type Handlers = HandlersOf<Registry['report']>;
type Level = 'shipment' | 'master_label' | 'pallet' | 'box' | 'harness_serial';

/**
 * Archive Summary reads the shipment tree wherever its rows now are: the live history tables or
 * their archives (`<table>_archive`, the archive job's: same columns and ids). A row is in one
 * of the two, so each level is looked up in both, by key, and the pair coalesced.
 */
const archived = (t: Level) => sql.raw(`${t}_archive`);
const live = (t: Level) => sql.raw(t);
const schema: Record<Level, SQLiteTable> = {
  shipment,
  master_label: masterLabel,
  pallet,
  box,
  harness_serial: harnessSerial,
};
/** The live table's columns, which its archive has too (before its own two). */
const columnsOf = (t: Level) =>
  sql.raw(
    Object.values(getTableColumns(schema[t]))
      .map((c) => `"${c.name}"`)
      .join(', '),
  );
/** The rows of `t` where `condition` holds, live and archived. */
const rowsOf = (t: Level, condition: SQL) =>
  sql`SELECT ${columnsOf(t)} FROM ${live(t)} WHERE ${condition} UNION ALL SELECT ${columnsOf(t)} FROM ${archived(t)} WHERE ${condition}`;

/** `alias1` and `alias2`: the live and archived row of `t` whose id is `id`. */
const both = (t: Level, alias: string, id: SQL) =>
  sql`LEFT JOIN ${live(t)} ${sql.raw(`${alias}1`)} ON ${sql.raw(`${alias}1`)}.id = ${id}
      LEFT JOIN ${archived(t)} ${sql.raw(`${alias}2`)} ON ${sql.raw(`${alias}2`)}.id = ${id}`;
const either = (alias: string, column: string) => sql.raw(`coalesce(${alias}1.${column}, ${alias}2.${column})`);

/** One row of `t` whose `column` is `value`, live or archived. */
function find(db: PlantDb, t: Level, column: string, value: string | number | null | undefined) {
  if (value === null || value === undefined) return undefined;
  return db.get<Record<string, number | null> | undefined>(
    sql`${rowsOf(t, sql`${sql.identifier(column)} = ${value}`)} LIMIT 1`,
  );
}

/**
 * The boxes of the tree a searched number belongs to: its ASN once loaded, else its topmost
 * container, as a condition on a box row; null when the number is unknown.
 */
function treeOf(db: PlantDb, type: 'ASN' | 'ML' | 'PLT' | 'BOX' | 'HRNS', number: string): SQL | null {
  const byMaster = (m: number) =>
    sql`pallet_id IN (SELECT id FROM pallet WHERE master_label_id = ${m} UNION ALL SELECT id FROM pallet_archive WHERE master_label_id = ${m})`;
  const above = (m: Record<string, number | null> | undefined) =>
    m?.shipment_id ? sql`shipment_id = ${m.shipment_id}` : null;
  if (type === 'ASN') {
    const s = find(db, 'shipment', 'asn_number', number);
    return s ? sql`shipment_id = ${s.id}` : null;
  }
  if (type === 'ML') {
    const m = find(db, 'master_label', 'master_label_serial_no', number);
    return m ? (above(m) ?? byMaster(m.id as number)) : null;
  }
  if (type === 'PLT') {
    const p = find(db, 'pallet', 'pallet_no', number);
    if (!p) return null;
    const m = find(db, 'master_label', 'id', p.master_label_id);
    return above(m) ?? (m ? byMaster(m.id as number) : sql`pallet_id = ${p.id}`);
  }
  const b =
    type === 'BOX'
      ? find(db, 'box', 'box_serial_no', number)
      : find(db, 'box', 'id', find(db, 'harness_serial', 'harness_serial_no', number)?.box_id);
  if (!b) return null;
  if (b.shipment_id) return sql`shipment_id = ${b.shipment_id}`;
  const m = find(db, 'master_label', 'id', find(db, 'pallet', 'id', b.pallet_id)?.master_label_id);
  if (m) return byMaster(m.id as number);
  return b.pallet_id ? sql`pallet_id = ${b.pallet_id}` : sql`id = ${b.id}`;
}

/** The tree's rows, one per harness (or per box without any): its boxes with every level above. */
function treeRows(boxes: SQL): SQL {
  const b = sql`(${rowsOf('box', boxes)}) b`;
  const above = sql`${both('pallet', 'p', sql`b.pallet_id`)} ${both('master_label', 'm', either('p', 'master_label_id'))}
    ${both('shipment', 's', sql`b.shipment_id`)}`;
  const columns = (
    harness: SQL,
  ) => sql`${either('s', 'asn_number')} AS asn, ${either('m', 'master_label_serial_no')} AS master,
    ${either('p', 'pallet_no')} AS pallet, b.sews_part_no AS product, b.box_serial_no AS box, ${harness} AS harness,
    ${either('s', 'employee_id')} AS descBy, ${either('m', 'truck_load_dtm')} AS trucK_LOD_DTM,
    ${either('m', 'skid_dtm')} AS skiD_DTM, ${either('p', 'pallet_load_dtm')} AS palleT_LOD_DTM,
    b.box_pack_dtm AS boX_PACK_DTM, b.quantity AS pieceS_PER_BOX`;
  const withHarness = (t: Level) =>
    sql`SELECT ${columns(sql`h.harness_serial_no`)} FROM ${b} JOIN ${sql.raw(t)} h ON h.box_id = b.id ${above}`;
  const none = (t: string) => sql`NOT EXISTS (SELECT 1 FROM ${sql.raw(t)} h WHERE h.box_id = b.id)`;
  return sql`(${withHarness('harness_serial')} UNION ALL ${withHarness('harness_serial_archive' as Level)}
    UNION ALL SELECT ${columns(sql`NULL`)} FROM ${b} ${above}
    WHERE ${none('harness_serial')} AND ${none('harness_serial_archive')}) t`;
}

/** The number lookups: values of one level, live or archived, within an ASN when asked. */
const numberLookup =
  (level: Level, column: string) =>
  async (
    input: { asnNumber?: string; skip?: number; take?: number; searchValue?: string },
    ctx: { plant: PlantDb },
  ) => {
    const c = sql.raw(column);
    const values = sql`(SELECT ${c} AS value, id FROM ${live(level)} UNION ALL SELECT ${c}, id FROM ${archived(level)}) v`;
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
function idsOf(level: Level, boxes: SQL): SQL {
  const tree = sql`(${rowsOf('box', boxes)})`;
  if (level === 'box') return sql`SELECT id FROM ${tree}`;
  if (level === 'harness_serial')
    return sql`SELECT id FROM harness_serial WHERE box_id IN (SELECT id FROM ${tree})
      UNION ALL SELECT id FROM harness_serial_archive WHERE box_id IN (SELECT id FROM ${tree})`;
  if (level === 'pallet') return sql`SELECT pallet_id FROM ${tree}`;
  return sql`SELECT master_label_id FROM pallet WHERE id IN (SELECT pallet_id FROM ${tree})
    UNION ALL SELECT master_label_id FROM pallet_archive WHERE id IN (SELECT pallet_id FROM ${tree})`;
}

export const archiveSummaryHandlers: Handlers['ArchiveSummary'] = {
  asnNumbers: numberLookup('shipment', 'asn_number'),
  mlNumbers: numberLookup('master_label', 'master_label_serial_no'),
  pltNumbers: numberLookup('pallet', 'pallet_no'),
  boxNumbers: numberLookup('box', 'box_serial_no'),
  hrnsNumbers: numberLookup('harness_serial', 'harness_serial_no'),
  search: async (f, ctx) => {
    const boxes = treeOf(ctx.plant, f.reportOption, f.searchFilter as string) ?? sql`0`;
    const fields = rowFields(ArchiveSummary.search);
    return reportPage(
      ctx.plant,
      {
        select: only(fields, Object.fromEntries(fields.map((c) => [c, `t.${c}`]))),
        from: treeRows(boxes),
        where: new Where(),
        order: ['master', 'pallet', 'box', 'harness'],
      },
      f,
    );
  },
};
