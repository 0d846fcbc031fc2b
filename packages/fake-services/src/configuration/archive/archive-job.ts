import { type ArchiveRun, type ArchiveSource, archiveSourceNames, archiveSources } from '@fgss/contracts';
import { asc, desc, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { plantTime } from '../../clock.js';
import type { PlantDb } from '../../db/plant.js';
import {
  archiveConfig,
  archiveRun,
  archiveRunTable,
  boxArchive,
  harnessSerialArchive,
  masterLabelArchive,
  palletArchive,
  shipmentArchive,
} from '../../db/schema/archive/index.js';
import { box, harnessSerial, masterLabel, pallet } from '../../db/schema/history/labels.js';
import { shipment } from '../../db/schema/history/shipments.js';

/** Who the daily run is recorded as. */
export const SCHEDULER = 'SCHEDULER';

const tables: Record<ArchiveSource, { live: SQLiteTable; archive: SQLiteTable }> = {
  HARNESS_SERIAL: { live: harnessSerial, archive: harnessSerialArchive },
  BOX: { live: box, archive: boxArchive },
  PALLET: { live: pallet, archive: palletArchive },
  MASTER_LABEL: { live: masterLabel, archive: masterLabelArchive },
  SHIPMENT: { live: shipment, archive: shipmentArchive },
};

type Config = typeof archiveConfig.$inferSelect;
type TableResult = ArchiveRun['tables'][number];

/** `now` less n days (D) or months (M), as the history's plant time text. */
function before(now: Date, n: number, period: string): string {
  const d = new Date(now);
  if (period === 'M') d.setMonth(d.getMonth() - n);
  else d.setDate(d.getDate() - n);
  return plantTime(d);
}

/** The live rows that point at rows of `table` (every foreign key of the plant to it). */
function referencesTo(db: PlantDb, table: string): SQL[] {
  const names = db.$client.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return names.flatMap(({ name }) =>
    (db.$client.pragma(`foreign_key_list(${JSON.stringify(name)})`) as { table: string; from: string }[])
      .filter((fk) => fk.table === table)
      .map((fk) => sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(name)} r WHERE r.${sql.identifier(fk.from)} = s.id)`),
  );
}

/**
 * Moves the shipped rows of one history table whose key column is before `cutoff` and that no
 * live row refers to (a box whose harnesses are still live waits for them) into its archive,
 * with when and by whom; answers how many moved.
 */
function moveRows(db: PlantDb, source: ArchiveSource, keyColumn: string, cutoff: string, at: string, by: string) {
  const { live, archive } = tables[source];
  const columns = Object.values(getTableColumns(live)).map((c) => c.name);
  const key = keyColumn.toLowerCase();
  if (!columns.includes(key)) throw new Error(`${keyColumn} is not a column of ${source}`);
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const [from, into] = [sql.identifier(getTableName(live)), sql.identifier(getTableName(archive))];
  const old = sql.join(
    [sql`s.status = 'shipped'`, sql`s.${sql.identifier(key)} < ${cutoff}`, ...referencesTo(db, getTableName(live))],
    sql` AND `,
  );
  db.run(sql`DELETE FROM temp.archive_ids`);
  db.run(sql`INSERT INTO temp.archive_ids SELECT s.id FROM ${from} s WHERE ${old}`);
  db.run(
    sql`INSERT INTO ${into} (${list}, archived_at, archived_by)
        SELECT ${list}, ${at}, ${by} FROM ${from} WHERE id IN (SELECT id FROM temp.archive_ids)`,
  );
  return db.run(sql`DELETE FROM ${from} WHERE id IN (SELECT id FROM temp.archive_ids)`).changes;
}

/** Removes the rows archived before `cutoff`; answers how many. */
function removeRows(db: PlantDb, source: ArchiveSource, cutoff: string): number {
  const into = sql.identifier(getTableName(tables[source].archive));
  return db.run(sql`DELETE FROM ${into} WHERE archived_at < ${cutoff}`).changes;
}

/** One configuration, in one transaction: all of its table moves and is removed, or nothing. */
function archiveOne(db: PlantDb, config: Config, now: Date, by: string): TableResult {
  const source = config.sourceTableName.toUpperCase() as ArchiveSource;
  const archiveTableName = archiveSources[source]?.archiveTable ?? config.archiveTableName ?? '';
  const result = { sourceTableName: source, archiveTableName, moved: 0, removed: 0, error: null };
  try {
    return db.$client.transaction(() => {
      if (!tables[source]) throw new Error(`${source} is not a history table the plant archives`);
      const at = plantTime(now);
      const moved = moveRows(
        db,
        source,
        config.keyColumn,
        before(now, config.archiveDaysMonths, config.timePeriod),
        at,
        by,
      );
      const removed = removeRows(db, source, before(now, config.removeDaysMonths, config.timePeriod));
      return { ...result, moved, removed };
    })();
  } catch (error) {
    return { ...result, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The archive job: every active configuration, children before parents (harnesses, boxes,
 * pallets, master labels, then ASNs: a row moves once nothing live refers to it), each in its
 * own transaction; the run is recorded with what each table did.
 */
export function runArchive(db: PlantDb, now: Date, by: string): ArchiveRun {
  const rank = (c: Config) => archiveSourceNames.indexOf(c.sourceTableName.toUpperCase() as ArchiveSource);
  const configs = db
    .select()
    .from(archiveConfig)
    .where(eq(archiveConfig.status, 'ACTIVE'))
    .orderBy(asc(archiveConfig.id))
    .all()
    .sort((a, b) => rank(a) - rank(b));
  db.run(sql`CREATE TEMP TABLE IF NOT EXISTS archive_ids (id INTEGER PRIMARY KEY)`);
  const results = configs.map((c) => archiveOne(db, c, now, by));
  const sum = (k: 'moved' | 'removed') => results.reduce((n, r) => n + r[k], 0);
  return db.$client.transaction(() => {
    const run = { runAt: plantTime(now), runBy: by, moved: sum('moved'), removed: sum('removed') };
    const { id } = db.insert(archiveRun).values(run).returning({ id: archiveRun.id }).get();
    if (results.length > 0)
      db.insert(archiveRunTable)
        .values(results.map((r) => ({ ...r, runId: id })))
        .run();
    return { id, ...run, tables: results };
  })();
}

/** The latest run, or that of one runner (the scheduler's, to know whether today's was made). */
export function lastArchiveRun(db: PlantDb, by?: string): ArchiveRun | null {
  const run = db
    .select()
    .from(archiveRun)
    .where(by === undefined ? undefined : eq(archiveRun.runBy, by))
    .orderBy(desc(archiveRun.id))
    .limit(1)
    .get();
  if (!run) return null;
  const rows = db
    .select()
    .from(archiveRunTable)
    .where(eq(archiveRunTable.runId, run.id))
    .orderBy(asc(archiveRunTable.id))
    .all();
  return {
    ...run,
    tables: rows.map(({ sourceTableName, archiveTableName, moved, removed, error }) => ({
      sourceTableName,
      archiveTableName,
      moved,
      removed,
      error,
    })),
  };
}
