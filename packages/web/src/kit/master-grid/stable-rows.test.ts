import { describe, expect, it } from 'vitest';
import type { GridRow } from './columns';
import { noChanges, pendingReducer, viewRows } from './pending-changes';
import { editedRows, gridRows, keepUnchangedRows, type ShownGrid, type ShownRows } from './stable-rows';

type Xref = { id: number; part: string; customer: string };
const loaded: Xref[] = [
  { id: 1, part: 'P1', customer: 'A' },
  { id: 2, part: 'P2', customer: 'B' },
  { id: 3, part: 'P3', customer: 'C' },
];
const grid = (rows: ReturnType<typeof viewRows<Xref>>, errors: Record<string, Record<string, string>> = {}) =>
  rows.map((r): GridRow<Xref> => ({ ...r, errors: errors[r.key] ?? {} }));

/** The loaded rows as first shown, without changes or messages, and what editedRows needs of them. */
function shownAtStart() {
  const shown: ShownRows<Xref> = new WeakMap();
  const noErrors = {};
  const start = noChanges<Xref>();
  const last: ShownGrid<Xref> = {
    loaded,
    pending: start,
    errors: noErrors,
    rows: gridRows(loaded, start, 'id', noErrors, shown),
  };
  return { shown, noErrors, start, last };
}

describe('rows kept across an edit', () => {
  it('keeps every row an edit does not touch, and gives the edited row anew', () => {
    const before = grid(viewRows(loaded, noChanges<Xref>(), 'id'));
    const edited = pendingReducer(noChanges<Xref>(), {
      type: 'edit',
      row: { kind: 'existing', id: 2, base: loaded[1] as Xref },
      field: 'customer',
      value: 'Z',
    });
    const after = keepUnchangedRows(before, grid(viewRows(loaded, edited, 'id')));
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]?.values.customer).toBe('Z');
    // The next edit elsewhere keeps the edited row as it is.
    const again = pendingReducer(edited, {
      type: 'edit',
      row: { kind: 'existing', id: 3, base: loaded[2] as Xref },
      field: 'customer',
      value: 'Y',
    });
    const later = keepUnchangedRows(after, grid(viewRows(loaded, again, 'id')));
    expect(later[1]).toBe(after[1]);
    expect(later[2]).not.toBe(after[2]);
  });

  it('gives a row anew when its messages or its state change', () => {
    const before = grid(viewRows(loaded, noChanges<Xref>(), 'id'));
    const withError = keepUnchangedRows(
      before,
      grid(viewRows(loaded, noChanges<Xref>(), 'id'), { 'id:1': { part: 'Required' } }),
    );
    expect(withError[0]).not.toBe(before[0]);
    expect(withError[0]?.errors).toEqual({ part: 'Required' });
    const deleted = pendingReducer(noChanges<Xref>(), {
      type: 'remove',
      row: { kind: 'existing', id: 3, base: loaded[2] as Xref },
    });
    const after = keepUnchangedRows(before, grid(viewRows(loaded, deleted, 'id')));
    expect(after[2]?.state).toBe('deleted');
    expect(after[1]).toBe(before[1]);
  });

  it('makes anew only the rows whose edit, deletion or messages changed', () => {
    const shown: ShownRows<Xref> = new WeakMap();
    const before = gridRows(loaded, noChanges<Xref>(), 'id', {}, shown);
    const edited = pendingReducer(noChanges<Xref>(), {
      type: 'edit',
      row: { kind: 'existing', id: 2, base: loaded[1] as Xref },
      field: 'customer',
      value: 'Z',
    });
    const after = gridRows(loaded, edited, 'id', {}, shown);
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).toMatchObject({ state: 'edited', values: { customer: 'Z' }, changed: ['customer'] });
    const refused = gridRows(loaded, edited, 'id', { 'id:1': { part: 'Required' } }, shown);
    expect(refused[0]?.errors).toEqual({ part: 'Required' });
    expect(refused[1]).toBe(after[1]);
    expect(refused[2]).toBe(before[2]);
  });

  it('after an edit of loaded rows, gives the rows shown before with the edited ones made anew', () => {
    const { shown, noErrors, start, last } = shownAtStart();
    const edit = (state: typeof start, id: number, value: string) =>
      pendingReducer(state, {
        type: 'edit',
        row: { kind: 'existing', id, base: loaded[id - 1] as Xref },
        field: 'customer',
        value,
      });
    const once = edit(start, 2, 'Z');
    const after = editedRows(last, loaded, once, 'id', noErrors, shown);
    expect(after).toEqual(gridRows(loaded, once, 'id', noErrors, new WeakMap()));
    expect(after?.[0]).toBe(last.rows[0]);
    expect(after?.[2]).toBe(last.rows[2]);
    expect(after?.[1]).toMatchObject({ state: 'edited', values: { customer: 'Z' } });
    // Undoing the edit by typing the old value back shows the row unchanged again.
    const undone = edit(once, 2, 'B');
    const back = editedRows({ ...last, pending: once, rows: after ?? [] }, loaded, undone, 'id', noErrors, shown);
    expect(back?.[1]).toMatchObject({ state: 'unchanged', values: { customer: 'B' }, changed: [] });
    // An edit kept from another page changes no row of this one.
    const elsewhere = pendingReducer(start, {
      type: 'edit',
      row: { kind: 'existing', id: 99, base: { id: 99, part: 'P99', customer: 'Q' } },
      field: 'customer',
      value: 'R',
    });
    expect(editedRows(last, loaded, elsewhere, 'id', noErrors, shown)).toEqual(last.rows);
  });

  it('leaves every other change to gridRows: a new row, a deletion, messages, a reload', () => {
    const { shown, noErrors, start, last } = shownAtStart();
    const added = pendingReducer(start, { type: 'add', values: { id: 0, part: '', customer: '' } });
    const removed = pendingReducer(start, {
      type: 'remove',
      row: { kind: 'existing', id: 1, base: loaded[0] as Xref },
    });
    expect(editedRows(last, loaded, added, 'id', noErrors, shown)).toBeUndefined();
    expect(editedRows(last, loaded, removed, 'id', noErrors, shown)).toBeUndefined();
    expect(editedRows(last, loaded, start, 'id', { 'id:1': { part: 'Required' } }, shown)).toBeUndefined();
    expect(editedRows(last, [...loaded], start, 'id', noErrors, shown)).toBeUndefined();
  });
});
