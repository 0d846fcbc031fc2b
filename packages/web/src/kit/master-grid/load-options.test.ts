import type { FieldSpec } from '@fgss/contracts';
import { Location, loadOptions, MAX_TAKE } from '@fgss/contracts';
import { describe, expect, it } from 'vitest';
import { exportLoadOptions, filterExpression, type GridQueryState, gridLoadOptions } from './load-options';

const fields = Location.fields as Record<string, FieldSpec>;
const spec = { fields, searchFields: ['location_cd', 'location_nm'], defaultSort: Location.defaultSort };
const state = (over: Partial<GridQueryState> = {}): GridQueryState => ({
  pagination: { pageIndex: 0, pageSize: 10 },
  sorting: [],
  columnFilters: [],
  globalFilter: '',
  ...over,
});

describe('grid load options', () => {
  it('asks for the first page of 10 with the total and the default sort, leaving empty filters out', () => {
    expect(gridLoadOptions(state(), spec)).toEqual({
      skip: 0,
      take: 10,
      requireTotalCount: true,
      sort: [{ selector: 'location_cd', desc: false }],
    });
  });

  it('pages with skip and take; page size All is capped at the largest take', () => {
    expect(gridLoadOptions(state({ pagination: { pageIndex: 2, pageSize: 30 } }), spec)).toMatchObject({
      skip: 60,
      take: 30,
    });
    expect(
      gridLoadOptions(state({ pagination: { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER } }), spec),
    ).toMatchObject({ take: MAX_TAKE });
  });

  it('sorts by several columns in order', () => {
    const o = gridLoadOptions(
      state({
        sorting: [
          { id: 'default_loc', desc: true },
          { id: 'location_nm', desc: false },
        ],
      }),
      spec,
    );
    expect(o.sort).toEqual([
      { selector: 'default_loc', desc: true },
      { selector: 'location_nm', desc: false },
    ]);
  });

  it('filters text with contains and booleans with =, joined with and', () => {
    expect(
      filterExpression(
        [
          { id: 'location_cd', value: 'A' },
          { id: 'default_loc', value: 'true' },
          { id: 'location_nm', value: '  ' },
        ],
        fields,
      ),
    ).toEqual([['location_cd', 'contains', 'A'], 'and', ['default_loc', '=', true]]);
    expect(filterExpression([{ id: 'location_nm', value: 'x' }], fields)).toEqual(['location_nm', 'contains', 'x']);
    expect(filterExpression([{ id: 'location_nm', value: '' }], fields)).toBeUndefined();
  });

  it('searches the visible text columns with the search panel text', () => {
    expect(gridLoadOptions(state({ globalFilter: ' wh ' }), spec)).toMatchObject({
      searchExpr: ['location_cd', 'location_nm'],
      searchValue: 'wh',
    });
  });

  it('carries the grid scope and exports the same selection without paging', () => {
    const s = state({ columnFilters: [{ id: 'location_cd', value: 'A' }], pagination: { pageIndex: 3, pageSize: 10 } });
    const o = exportLoadOptions(s, { ...spec, scope: { option: 'Inventory', plantid: 'JRZ1' } });
    expect(o).toEqual({
      sort: [{ selector: 'location_cd', desc: false }],
      filter: ['location_cd', 'contains', 'A'],
      option: 'Inventory',
      plantid: 'JRZ1',
    });
  });

  it('produces what the contract accepts', () => {
    const o = gridLoadOptions(
      state({
        sorting: [{ id: 'location_nm', desc: true }],
        columnFilters: [
          { id: 'location_cd', value: 'A' },
          { id: 'default_loc', value: 'false' },
        ],
        globalFilter: 'x',
      }),
      spec,
    );
    expect(loadOptions(Location.columns).safeParse(o).success).toBe(true);
  });
});
