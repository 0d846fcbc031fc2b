import { type FieldSpec, Location } from '@fgss/contracts';
import type { MRT_Row } from 'mantine-react-table';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, specTextIn, textsIn } from '@/lib/i18n';
import { buildColumns, type GridRow, visibleFields } from './columns';

// Every text, as the pages after sign-in have them (lib/i18n.ts).
beforeAll(loadTexts);

const all = { read: true, create: true, update: true, delete: true };
type Row = { id: number; location_cd: string; location_nm: string; default_loc: boolean };
const row = (values: Row, state: GridRow<Row>['state'] = 'unchanged') =>
  ({
    original: {
      key: `id:${values.id}`,
      ref: { kind: 'existing', id: values.id, base: values },
      values,
      state,
      changed: [],
      errors: {},
    },
  }) as unknown as MRT_Row<GridRow<Row>>;
const noEdit = () => {};
const fields = Location.fields as Record<string, FieldSpec>;
const same = specTextIn('EN');

describe('buildColumns with screen overrides', () => {
  it('lets a screen narrow editing by the row, on top of the kit rules', () => {
    const cols = buildColumns<Row>(
      visibleFields(fields, { location_nm: { editable: (r) => (r as Row).location_cd !== 'LOCKED' } }, same),
      all,
      noEdit,
      { t: textsIn('EN'), dateFormat: 'MM/dd/yyyy' },
    );
    const nm = cols.find((c) => c.id === 'location_nm');
    const enable = nm?.enableEditing as (r: MRT_Row<GridRow<Row>>) => boolean;
    expect(enable(row({ id: 1, location_cd: 'FG01', location_nm: 'A', default_loc: false }))).toBe(true);
    expect(enable(row({ id: 2, location_cd: 'LOCKED', location_nm: 'B', default_loc: false }))).toBe(false);
  });

  it('shows the label of a listed value; a listed field filters with a select, a listed key by text', () => {
    const options = [{ value: 'FG01', label: 'FG01 - Finished goods' }];
    const names = [{ value: 'A', label: 'A - Aisle' }];
    const cols = buildColumns<Row>(
      visibleFields(fields, { location_cd: { options }, location_nm: { options: names } }, same),
      all,
      noEdit,
      { t: textsIn('EN'), dateFormat: 'MM/dd/yyyy' },
    );
    const cd = cols.find((c) => c.id === 'location_cd');
    // A key's list leaves out codes in use, so it cannot be the filter's list.
    expect(cd?.filterVariant).toBe('text');
    expect(cols.find((c) => c.id === 'location_nm')?.filterVariant).toBe('select');
    const Cell = cd?.Cell as (p: { row: MRT_Row<GridRow<Row>> }) => unknown;
    expect(Cell({ row: row({ id: 1, location_cd: 'FG01', location_nm: 'A', default_loc: false }) })).toBe(
      'FG01 - Finished goods',
    );
    expect(Cell({ row: row({ id: 2, location_cd: 'ZZ9', location_nm: 'B', default_loc: false }) })).toBe('ZZ9');
  });
});
