import {
  type Cell,
  type Column,
  createCell,
  createRow,
  type Row,
  type RowData,
  type RowModel,
  type Table,
} from '@tanstack/react-table';

/**
 * A row's cells kept across renders. mantine-react-table hands TanStack a new column list on every
 * render (the same column definitions in a new array), and TanStack then makes every drawn row's
 * cells anew, so a memoised cell never matched and every cell in view was drawn again on each
 * edit. A cell whose column definition is the same object is kept; a changed definition (a
 * language or rights change makes the grid's columns anew; the row actions' column is new on
 * every render) gives a new cell.
 */
function keepCells<T extends RowData>(table: Table<T>, row: Row<T>): Row<T> {
  let columns: Column<T, unknown>[] | undefined;
  let kept: Cell<T, unknown>[] = [];
  row.getAllCells = () => {
    const now = table.getAllLeafColumns();
    if (now === columns) return kept;
    columns = now;
    const before = new Map(kept.map((c) => [c.column.id, c]));
    const next = now.map((column) => {
      const old = before.get(column.id);
      return old && old.column.columnDef === column.columnDef ? old : createCell(table, row, column, column.id);
    });
    if (next.length !== kept.length || next.some((c, i) => c !== kept[i])) kept = next;
    return kept;
  };
  return row;
}

/**
 * TanStack's core row model makes every row anew whenever `data` changes, so an edit of one row
 * of 10,000 made 10,000 rows (and their garbage) again. This one keeps the row of an unchanged
 * item (same object, id and place) and makes only the changed ones anew; a kept row keeps its
 * cells too (see keepCells). Flat rows only, as every grid of the app has.
 */
export function stableCoreRowModel<T extends RowData>(): (table: Table<T>) => () => RowModel<T> {
  return (table) => {
    let data: readonly T[] | undefined;
    let model: RowModel<T> = { rows: [], flatRows: [], rowsById: {} };
    let kept = new Map<T, Row<T>>();
    /**
     * The rows after an edit of a few items in place (the same ids at the same places): the last
     * rows with those few made anew, without a pass that makes a map and an id index of 10,000
     * rows again. False when more changed; then the whole pass below makes them.
     */
    const editedInPlace = (next: readonly T[]): boolean => {
      const previous = model.rows;
      if (next.length !== previous.length || next.length === 0) return false;
      const changed: number[] = [];
      for (let i = 0; i < next.length; i++) {
        if (previous[i]?.original === next[i]) continue;
        if (changed.push(i) > 100) return false;
      }
      const rows = previous.slice();
      for (const i of changed) {
        const original = next[i] as T;
        const old = previous[i] as Row<T>;
        const id = table._getRowId(original, i);
        if (id !== old.id) return false;
        rows[i] = keepCells(table, createRow(table, id, original, i, 0));
      }
      // The id index and the item map are the last model's, corrected for the changed rows.
      for (const i of changed) {
        const row = rows[i] as Row<T>;
        kept.delete((previous[i] as Row<T>).original);
        kept.set(row.original, row);
        model.rowsById[row.id] = row;
      }
      model = { rows, flatRows: rows, rowsById: model.rowsById };
      table._autoResetPageIndex();
      return true;
    };
    return () => {
      if (table.options.data === data) return model;
      if (editedInPlace(table.options.data)) {
        data = table.options.data;
        return model;
      }
      const reuse = kept;
      data = table.options.data;
      kept = new Map();
      const rows: Row<T>[] = [];
      const rowsById: Record<string, Row<T>> = {};
      const previous = model.rows;
      data.forEach((original, index) => {
        // Most rows are where they were: the same item at the same place is the same row.
        const same = previous[index];
        if (same?.original === original) {
          kept.set(original, same);
          rows.push(same);
          rowsById[same.id] = same;
          return;
        }
        const id = table._getRowId(original, index);
        const old = reuse.get(original);
        const row =
          old && old.id === id && old.index === index
            ? old
            : keepCells(table, createRow(table, id, original, index, 0));
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
