import { type PendingChanges, rowsAfterChanges, type Values } from './pending-changes';

/**
 * Spec 1 section 5: exactly one primary/default row must remain after the changes. `known` must
 * hold every row flagged primary on the server (its GetDefaults call) plus the loaded page.
 * A grid that has no primary row yet may still be saved without one: new rows cannot carry the
 * flag (spec 1 section 4), so its first rows could otherwise never be added.
 */
export function breaksOnePrimary<Row extends Values>(
  known: readonly Row[],
  pending: PendingChanges<Row>,
  idField: string,
  primaryField: string,
): boolean {
  const ids = new Set<unknown>();
  let before = 0;
  for (const row of known) {
    if (ids.has(row[idField])) continue;
    ids.add(row[idField]);
    if (row[primaryField] === true) before++;
  }
  const after = rowsAfterChanges(known, pending, idField).filter((r) => r[primaryField] === true).length;
  return after > 1 || (after === 0 && before > 0);
}
