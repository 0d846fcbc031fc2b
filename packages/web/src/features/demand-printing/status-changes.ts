/**
 * Status Update's pending toggles: the new value per row id. Toggling a row back to what the
 * server has drops it, so the tab is in Edit mode only while something would change.
 */
export type PendingToggles = ReadonlyMap<string, boolean>;

export function toggleRow(pending: PendingToggles, id: string, saved: boolean, next: boolean): PendingToggles {
  const copy = new Map(pending);
  if (next === saved) copy.delete(id);
  else copy.set(id, next);
  return copy;
}

/** The value a row shows: its pending toggle, else what the server has. */
export const shownValue = (pending: PendingToggles, id: string, saved: boolean) => pending.get(id) ?? saved;
