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
    return () => {
      if (table.options.data === data) return model;
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
