import { createTable, type TableOptionsResolved } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { stableCoreRowModel } from './stable-row-model';

type Item = { id: string; name: string };

/** A headless table over `data` with the stable row model, as a grid at page size All has it. */
function tableOf(data: Item[]) {
  const options: TableOptionsResolved<Item> = {
    data,
    columns: [{ accessorKey: 'name' }],
    getRowId: (item) => item.id,
    getCoreRowModel: stableCoreRowModel<Item>(),
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  };
  const table = createTable(options);
  table.setOptions((o) => ({ ...o, state: table.initialState }));
  return {
    rows: () => table.getCoreRowModel(),
    give: (next: Item[]) => table.setOptions((o) => ({ ...o, data: next })),
  };
}

const items = Array.from({ length: 500 }, (_, i) => ({ id: `r${i}`, name: `row ${i}` }));

describe('the stable row model', () => {
  it('makes anew only the rows of the items an edit changed, and finds them by id', () => {
    const table = tableOf(items);
    const before = table.rows();
    const edited = items.slice();
    edited[7] = { id: 'r7', name: 'edited' };
    table.give(edited);
    const after = table.rows();
    expect(after.rows).toHaveLength(500);
    expect(after.rows.filter((r, i) => r !== before.rows[i]).map((r) => r.index)).toEqual([7]);
    expect(after.rowsById.r7?.original.name).toBe('edited');
    expect(after.rows[7]?.getValue('name')).toBe('edited');
    // A row kept keeps its cells.
    expect(after.rows[8]?.getAllCells()).toBe(before.rows[8]?.getAllCells());
  });

  it('gives every row its own id again when items move or are added', () => {
    const table = tableOf(items);
    table.rows();
    const moved = [items[1], items[0], ...items.slice(2)] as Item[];
    table.give(moved);
    const after = table.rows();
    expect(after.rows.slice(0, 2).map((r) => r.id)).toEqual(['r1', 'r0']);
    expect(after.rowsById.r0?.index).toBe(1);
    table.give([{ id: 'new', name: 'new' }, ...moved]);
    const grown = table.rows();
    expect(grown.rows).toHaveLength(501);
    expect(grown.rowsById.new?.index).toBe(0);
    expect(grown.rowsById.r499?.original).toBe(items[499]);
  });
});
