import type { GridRow } from './columns';
import { type PendingChanges, type Values, viewRow, viewRows } from './pending-changes';

const sameEntries = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/** Whether a row reads and behaves as before: same loaded row, state, values, changed cells and messages. */
function sameRow<Row extends Values>(a: GridRow<Row>, b: GridRow<Row>): boolean {
  return (
    a === b ||
    (a.state === b.state &&
      (a.ref.kind === 'existing' && b.ref.kind === 'existing'
        ? a.ref.base === b.ref.base
        : a.ref.kind === b.ref.kind) &&
      sameEntries(a.values, b.values) &&
      a.changed.join('\n') === b.changed.join('\n') &&
      sameEntries(a.errors, b.errors))
  );
}

/**
 * The grid's rows with every row that did not change kept as the same object, so an edit of one
 * row of 10,000 redraws that row only (the grid's row model and cells are kept by identity).
 */
export function keepUnchangedRows<Row extends Values>(
  previous: readonly GridRow<Row>[],
  next: GridRow<Row>[],
): GridRow<Row>[] {
  const byKey = new Map(previous.map((r) => [r.key, r]));
  return next.map((row) => {
    const old = byKey.get(row.key);
    return old && sameRow(old, row) ? old : row;
  });
}

const noErrors: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** Each loaded row's last view, with what it was made from: its pending edit, deletion and messages. */
export type ShownRows<Row extends Values> = WeakMap<
  Row,
  { edit: unknown; deleted: unknown; errors: Record<string, string>; row: GridRow<Row> }
>;

/** A loaded row's view, made anew only when its pending edit, deletion or messages changed. */
function loadedRow<Row extends Values>(
  base: Row,
  pending: PendingChanges<Row>,
  idField: string,
  errors: Record<string, Record<string, string>>,
  shown: ShownRows<Row>,
): GridRow<Row> {
  const id = base[idField] as number;
  const edit = pending.edited[id];
  const deleted = pending.deleted[id];
  const last = shown.get(base);
  const rowErrors = last ? errors[last.row.key] : undefined;
  if (last && last.edit === edit && last.deleted === deleted && (rowErrors ?? noErrors) === last.errors)
    return last.row;
  const view = viewRow(base, pending, idField);
  const row = { ...view, errors: errors[view.key] ?? noErrors };
  shown.set(base, { edit, deleted, errors: row.errors, row });
  return row;
}

/**
 * The rows to show (viewRows with each row's messages), making anew only the rows whose pending
 * edit, deletion or messages changed: an edit of one row of 10,000 costs a look-up per row, not a
 * copy of every row. `shown` remembers each loaded row's last view.
 */
export function gridRows<Row extends Values>(
  loaded: readonly Row[],
  pending: PendingChanges<Row>,
  idField: string,
  errors: Record<string, Record<string, string>>,
  shown: ShownRows<Row>,
): GridRow<Row>[] {
  const added = viewRows([], pending, idField).map((r) => ({ ...r, errors: errors[r.key] ?? noErrors }));
  const existing = loaded.map((base) => loadedRow(base, pending, idField, errors, shown));
  return [...added, ...existing];
}

/** The rows last shown and what they were made from (see editedRows). */
export interface ShownGrid<Row extends Values> {
  loaded: readonly Row[];
  pending: PendingChanges<Row>;
  errors: Record<string, Record<string, string>>;
  rows: GridRow<Row>[];
  /** Each loaded row's place by id, made at the first edit. */
  places?: Map<number, number>;
}

/**
 * The rows after edits of loaded rows only (same rows, new rows, deletions and messages as
 * `last`): the rows shown before with the edited ones made anew, without a pass over every row.
 * Undefined when anything else changed; then gridRows makes them.
 */
export function editedRows<Row extends Values>(
  last: ShownGrid<Row> | undefined,
  loaded: readonly Row[],
  pending: PendingChanges<Row>,
  idField: string,
  errors: Record<string, Record<string, string>>,
  shown: ShownRows<Row>,
): GridRow<Row>[] | undefined {
  if (
    !last ||
    last.loaded !== loaded ||
    last.errors !== errors ||
    last.pending.added !== pending.added ||
    last.pending.deleted !== pending.deleted
  )
    return undefined;
  const before = last.pending.edited;
  const now = pending.edited;
  if (before === now) return last.rows;
  last.places ??= new Map(loaded.map((row, i) => [row[idField] as number, i]));
  const rows = last.rows.slice();
  for (const id of new Set([...Object.keys(before), ...Object.keys(now)])) {
    const key = Number(id);
    const place = last.places.get(key);
    // An edit kept from another page has no row here.
    if (before[key] === now[key] || place === undefined) continue;
    rows[pending.added.length + place] = loadedRow(loaded[place] as Row, pending, idField, errors, shown);
  }
  return rows;
}
