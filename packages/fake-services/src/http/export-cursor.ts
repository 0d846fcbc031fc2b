import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { EXPORT_FIELDS_HEADER } from '@fgss/contracts';
import type Database from 'better-sqlite3';
import { badRequest } from './errors.js';

/** An export's page as the gateway asks it: its cursor, scoped to the caller, and the fields it wants as arrays. */
export interface ExportPaging {
  cursor: string;
  /** The fields to send each row's values of, in order (EXPORT_FIELDS_HEADER); else whole rows. */
  fields?: string[];
}
const current = new AsyncLocalStorage<ExportPaging>();

/** Runs a handler as a page of the export `paging` names (when the request is one). */
export const withExportCursor = <T>(paging: ExportPaging | undefined, run: () => T): T =>
  paging ? current.run(paging, run) : run();

interface Kept {
  table: string;
  timer: NodeJS.Timeout;
  /** The caller's cursor it belongs to, and how to drop it. */
  cursor: string;
  drop: () => void;
}
const kept = new WeakMap<Database.Database, Map<string, Kept>>();
/** How to drop each kept result of a cursor (one per query it paged), by the caller's cursor. */
const byCursor = new Map<string, Set<() => void>>();
/** An export nobody asked a page of for this long is dropped. */
const IDLE_MS = 60_000;
let tables = 0;

function drop(sqlite: Database.Database, key: string): void {
  const cursors = kept.get(sqlite);
  const cursor = cursors?.get(key);
  if (!cursor) return;
  clearTimeout(cursor.timer);
  cursors?.delete(key);
  const siblings = byCursor.get(cursor.cursor);
  siblings?.delete(cursor.drop);
  if (siblings?.size === 0) byCursor.delete(cursor.cursor);
  if (sqlite.open) sqlite.exec(`DROP TABLE IF EXISTS temp.${cursor.table}`);
}

/** Drops at once every result kept for the caller's cursor: its export was abandoned. */
export function releaseExport(cursor: string): void {
  for (const release of [...(byCursor.get(cursor) ?? [])]) release();
}

/**
 * The kept result of the export the request pages by keyset: the first page writes the whole
 * ordered result once to a temporary table, and every page reads its rowid range, so the last page
 * costs what the first does (OFFSET would read and sort every row before it again). The cursor is
 * keyed by the caller's cursor and the query itself, so it only ever answers the same query.
 * Undefined when the request is no export page, or a later page whose cursor is gone: then the
 * caller pages with OFFSET.
 */
function keptResult(
  sqlite: Database.Database,
  query: { sql: string; params: unknown[] },
  skip: number,
): { found: Kept; key: string; total?: number } | undefined {
  const cursor = current.getStore()?.cursor;
  if (!cursor) return undefined;
  const key = `${cursor}\u0000${createHash('sha256').update(query.sql).update(JSON.stringify(query.params)).digest('base64')}`;
  const cursors = kept.get(sqlite) ?? new Map<string, Kept>();
  kept.set(sqlite, cursors);
  let found = cursors.get(key);
  let total: number | undefined;
  if (!found) {
    if (skip > 0) return undefined;
    const table = `export_${++tables}`;
    sqlite.prepare(`CREATE TEMP TABLE ${table} AS ${query.sql}`).run(query.params);
    // Rows get rowids 1..n in the query's order.
    total = (sqlite.prepare(`SELECT ifnull(max(rowid), 0) AS n FROM temp.${table}`).get() as { n: number }).n;
    const release = () => drop(sqlite, key);
    found = { table, timer: setTimeout(release, IDLE_MS).unref(), cursor, drop: release };
    cursors.set(key, found);
    byCursor.set(cursor, (byCursor.get(cursor) ?? new Set()).add(release));
  }
  found.timer.refresh();
  return { found, key, total };
}

const PAGE_RANGE = 'WHERE rowid > ? AND rowid <= ? ORDER BY rowid';

/**
 * One page of an export's rows (keptResult), or undefined to page with OFFSET. `raw` gives each
 * row as an array of its columns.
 */
export function exportPage(
  sqlite: Database.Database,
  query: { sql: string; params: unknown[] },
  skip: number,
  take: number,
  raw = false,
): { rows: unknown[]; total?: number } | undefined {
  const result = keptResult(sqlite, query, skip);
  if (!result) return undefined;
  const rows = sqlite
    .prepare(`SELECT * FROM temp.${result.found.table} ${PAGE_RANGE}`)
    .raw(raw)
    .all(skip, skip + take);
  if (rows.length < take) drop(sqlite, result.key);
  return { rows, total: result.total };
}

const sqlText = (name: string) => `'${name.replaceAll("'", "''")}'`;
const sqlName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One page of an export (keptResult) as its whole JSON reply, `{ data, totalCount? }`, written by
 * SQLite as bytes: no JS object per row, and no string to measure and encode again on the way out
 * (together most of the plant's CPU of a long export). Rows are objects named as the query's
 * columns, or, when the gateway asked for fields, arrays of those columns' values under `fields`.
 * For rows sent as the database holds them (reports).
 */
export function exportPageReply(
  sqlite: Database.Database,
  query: { sql: string; params: unknown[] },
  skip: number,
  take: number,
  withTotal: boolean,
): Buffer | undefined {
  const result = keptResult(sqlite, query, skip);
  if (!result) return undefined;
  const { table } = result.found;
  const names = sqlite
    .prepare(`SELECT * FROM temp.${table} LIMIT 0`)
    .columns()
    .map((c) => c.name);
  const fields = current.getStore()?.fields;
  const unknown = fields?.find((f) => !names.includes(f));
  if (unknown !== undefined) throw badRequest(`Unknown field '${unknown}' in ${EXPORT_FIELDS_HEADER}`);
  const row = fields
    ? `json_array(${fields.map(sqlName).join(', ')})`
    : `json_object(${names.map((c) => `${sqlText(c)}, ${sqlName(c)}`).join(', ')})`;
  const page = sqlite
    .prepare(
      `SELECT count(*) AS n, CAST(json_group_array(${row}) AS BLOB) AS json FROM (SELECT * FROM temp.${table} ${PAGE_RANGE})`,
    )
    .get(skip, skip + take) as { n: number; json: Buffer };
  if (page.n < take) drop(sqlite, result.key);
  const head = fields ? `{"fields":${JSON.stringify(fields)},"data":` : '{"data":';
  const total = withTotal && result.total !== undefined ? `,"totalCount":${result.total}}` : '}';
  return Buffer.concat([Buffer.from(head), page.json, Buffer.from(total)]);
}
