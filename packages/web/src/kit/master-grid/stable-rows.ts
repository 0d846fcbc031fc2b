import type { GridRow } from './columns';
import type { Values } from './pending-changes';

const sameEntries = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/** Whether a row reads and behaves as before: same loaded row, state, values, changed cells and messages. */
function sameRow<Row extends Values>(a: GridRow<Row>, b: GridRow<Row>): boolean {
  return (
    a.state === b.state &&
    (a.ref.kind === 'existing' && b.ref.kind === 'existing' ? a.ref.base === b.ref.base : a.ref.kind === b.ref.kind) &&
    sameEntries(a.values, b.values) &&
    a.changed.join('\n') === b.changed.join('\n') &&
    sameEntries(a.errors, b.errors)
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
