/**
 * The messages of a refused save, listed for the user: every invalid cell of
 * the save, rows as the grid shows them, each row's cells in the order of the grid's columns, so
 * the first of the list is the first invalid cell the user meets.
 */
export interface SaveError {
  /** The row's key in the grid (its `data-cell` address with the field). */
  rowKey: string;
  /** How the user knows the row: its key values, or 'New row 2'. */
  row: string;
  field: string;
  /** The column's header. */
  label: string;
  message: string;
  /** Corrected since the save: the line stays, marked, until the next save (see SaveErrorList). */
  corrected?: boolean;
}

export interface ErrorColumn {
  field: string;
  label: string;
}

/**
 * `rows` in the grid's order, each with its messages by field; fields without a column (hidden,
 * or a rule of the whole row) come after the columns, named by their field.
 */
export function listSaveErrors(
  rows: { key: string; row: string; errors: Record<string, string> }[],
  columns: readonly ErrorColumn[],
): SaveError[] {
  const order = new Map(columns.map((c, i) => [c.field, i]));
  const rank = (field: string) => order.get(field) ?? columns.length;
  return rows.flatMap(({ key, row, errors }) =>
    Object.entries(errors)
      .sort(([a], [b]) => rank(a) - rank(b))
      .map(([field, message]) => ({
        rowKey: key,
        row,
        field,
        label: columns.find((c) => c.field === field)?.label ?? field,
        message,
      })),
  );
}

/**
 * The list of the last refused save, `listed`, with the cells corrected since marked: lines are
 * not taken away before the next save, so the grid and its Save button stay where the user sees them.
 */
export function markCorrected(listed: readonly SaveError[], now: readonly SaveError[]): SaveError[] {
  const open = new Set(now.map((e) => `${e.rowKey}|${e.field}`));
  return listed.map((e) => ({ ...e, corrected: !open.has(`${e.rowKey}|${e.field}`) }));
}

/** The attribute that addresses a grid's cell, on the cell's element (typed as cell props). */
export const cellAddress = (rowKey: string, field: string): { 'data-cell': string; className?: string } => ({
  'data-cell': `${rowKey}|${field}`,
});

/**
 * Scrolls a cell into view (across too, in a wide grid) and puts the focus in its editor, or on
 * the cell itself when it has none. False when the cell is not on the page.
 */
export function focusCell(rowKey: string, field: string): boolean {
  const cell = document.querySelector<HTMLElement>(`[data-cell="${CSS.escape(`${rowKey}|${field}`)}"]`);
  if (!cell) return false;
  cell.scrollIntoView({ block: 'nearest', inline: 'center' });
  const editor = cell.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button, [tabindex]');
  (editor ?? cell).focus({ preventScroll: true });
  return true;
}
