import { createRow, type Row, type RowData, type RowModel, type Table } from '@tanstack/react-table';

/**
 * TanStack's core row model makes every row anew whenever `data` changes, so an edit of one row
 * of 10,000 made 10,000 rows (and their garbage) again. This one keeps the row of an unchanged
 * item (same object, id and place) and makes only the changed ones anew. (A kept row's cells are
 * still made anew for new columns: TanStack keys them on the columns.) Flat rows only, as every
 * grid of the app has.
 */
export function stableCoreRowModel<T extends RowData>(): (table: Table<T>) => () => RowModel<T> {
  return (table) => {
    let data: readonly T[] | undefined;
    let model: RowModel<T> = { rows: [], flatRows: [], rowsById: {} };
    let kept = new Map<T, Row<T>>();
    return () => {
      if (table.options.data === data) return model;
      const reuse = kept;
      data = table.options.data;
      kept = new Map();
      const rows: Row<T>[] = [];
      const rowsById: Record<string, Row<T>> = {};
      data.forEach((original, index) => {
        const id = table._getRowId(original, index);
        const old = reuse.get(original);
        const row = old && old.id === id && old.index === index ? old : createRow(table, id, original, index, 0);
        kept.set(original, row);
        rows.push(row);
        rowsById[id] = row;
      });
      model = { rows, flatRows: rows, rowsById };
      // As TanStack's own model does on new data (a client-paged grid goes back to page 1 unless told not to).
      table._autoResetPageIndex();
      return model;
    };
  };
}
