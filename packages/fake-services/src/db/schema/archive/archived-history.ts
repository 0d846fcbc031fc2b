import { getTableColumns } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  type SQLiteColumn,
  type SQLiteColumnBuilderBase,
  type SQLiteTable,
  sqliteTable,
  text,
} from 'drizzle-orm/sqlite-core';
import { box, harnessSerial, masterLabel, pallet } from '../history/labels.js';
import { shipment } from '../history/shipments.js';

/** A column with a live column's name, type and NOT NULL; no key, default or reference. */
const sameAs = (sqlType: string) =>
  customType<{ data: string | number | null; driverData: string | number | null }>({ dataType: () => sqlType });

/**
 * The archive of a history table: its columns as they are (so a row moves with one INSERT ...
 * SELECT and reads back with the same names), the same id, no foreign keys (its parents may
 * still be live, or archived, or removed), plus when and by whom it was archived. `lookups`:
 * the columns Archive Summary finds rows by.
 */
function archiveOf(name: string, live: SQLiteTable, lookups: string[]) {
  const columns: Record<string, SQLiteColumnBuilderBase> = {};
  for (const [key, c] of Object.entries(getTableColumns(live))) {
    if (c.primary) columns[key] = integer(c.name).primaryKey();
    else columns[key] = c.notNull ? sameAs(c.getSQLType())(c.name).notNull() : sameAs(c.getSQLType())(c.name);
  }
  return sqliteTable(
    name,
    { ...columns, archivedAt: text('archived_at').notNull(), archivedBy: text('archived_by').notNull() },
    (t) => [
      index(`${name}_archived_at`).on(t.archivedAt as never),
      ...lookups.map((c) =>
        index(`${name}_${c}`).on((t as unknown as Record<string, SQLiteColumn>)[c] as SQLiteColumn),
      ),
    ],
  );
}

export const shipmentArchive = archiveOf('shipment_archive', shipment, ['asnNumber']);
export const masterLabelArchive = archiveOf('master_label_archive', masterLabel, ['masterLabelSerialNo', 'shipmentId']);
export const palletArchive = archiveOf('pallet_archive', pallet, ['palletNo', 'masterLabelId']);
export const boxArchive = archiveOf('box_archive', box, ['boxSerialNo', 'palletId', 'shipmentId']);
export const harnessSerialArchive = archiveOf('harness_serial_archive', harnessSerial, ['harnessSerialNo', 'boxId']);
