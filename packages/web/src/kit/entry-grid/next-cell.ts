/** A cell of an entry grid a scan can go to: its row, its column, and whether it holds a value. */
export interface EntrySlot {
  rowId: string;
  key: string;
  filled: boolean;
}

/**
 * Where a scan goes after Enter (a barcode scanner types the serial, then Enter): the next empty
 * entry cell after the one just committed, in the grid's order (across, then down); none when
 * every later cell holds a value (the screen may then add a row). `slots` lists the editable
 * cells of every row in the order the grid shows them, across all its pages.
 */
export function nextEmptySlot(
  slots: readonly EntrySlot[],
  from: { rowId: string; key: string },
): EntrySlot | undefined {
  const at = slots.findIndex((s) => s.rowId === from.rowId && s.key === from.key);
  return slots.slice(at + 1).find((s) => !s.filled);
}
