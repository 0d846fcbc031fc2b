import { describe, expect, it } from 'vitest';
import {
  hasChanges,
  noChanges,
  type PendingAction,
  type PendingChanges,
  pendingReducer,
  rowsAfterChanges,
  viewRows,
} from './pending-changes';

type Loc = { id: number; location_cd: string; location_nm: string; default_loc: boolean };
const a: Loc = { id: 1, location_cd: 'A1', location_nm: 'Alpha', default_loc: true };
const b: Loc = { id: 2, location_cd: 'B1', location_nm: 'Beta', default_loc: false };
const blank: Loc = { id: 0, location_cd: '', location_nm: '', default_loc: false };

const run = (...actions: PendingAction<Loc>[]) =>
  actions.reduce<PendingChanges<Loc>>((s, act) => pendingReducer(s, act), noChanges<Loc>());
const existing = (row: Loc) => ({ kind: 'existing' as const, id: row.id, base: row });

describe('pending changes', () => {
  it('drops the kinds a save saved and keeps the kinds the service refused', () => {
    const c: Loc = { id: 3, location_cd: 'C1', location_nm: 'Gamma', default_loc: false };
    const before = run(
      { type: 'add', values: { ...blank, location_cd: 'N1' } },
      { type: 'edit', row: existing(a), field: 'location_nm', value: 'Alpha 2' },
      { type: 'edit', row: existing(c), field: 'location_nm', value: 'Gamma 2' },
      { type: 'remove', row: existing(c) },
      { type: 'remove', row: existing(b) },
    );
    const insertRefused = pendingReducer(before, { type: 'saved', kinds: ['deleted', 'updated'] });
    expect(insertRefused.added.map((r) => r.values.location_cd)).toEqual(['N1']);
    expect(insertRefused.edited).toEqual({});
    expect(insertRefused.deleted).toEqual({});
    // A deletion refused keeps its row's edit, which was never sent as an update.
    const deleteRefused = pendingReducer(before, { type: 'saved', kinds: ['updated', 'inserted'] });
    expect(deleteRefused.added).toEqual([]);
    expect(Object.keys(deleteRefused.edited)).toEqual(['3']);
    expect(Object.keys(deleteRefused.deleted)).toEqual(['2', '3']);
  });

  it('starts without changes (Mode View) and the first change makes it dirty (Mode Edit)', () => {
    expect(hasChanges(noChanges())).toBe(false);
    expect(hasChanges(run({ type: 'add', values: blank }))).toBe(true);
    expect(hasChanges(run({ type: 'edit', row: existing(a), field: 'location_nm', value: 'Alpha 2' }))).toBe(true);
    expect(hasChanges(run({ type: 'remove', row: existing(b) }))).toBe(true);
  });

  it('shows new rows on top, newest first, and edits them in place', () => {
    const s = run(
      { type: 'add', values: blank },
      { type: 'add', values: blank },
      { type: 'edit', row: { kind: 'new', key: 'new:1' }, field: 'location_cd', value: 'N1' },
    );
    const rows = viewRows([a, b], s, 'id');
    expect(rows.map((r) => [r.key, r.state])).toEqual([
      ['new:2', 'new'],
      ['new:1', 'new'],
      ['id:1', 'unchanged'],
      ['id:2', 'unchanged'],
    ]);
    expect(rows[1]?.values.location_cd).toBe('N1');
  });

  it('applies cell edits to loaded rows and tells which cells changed', () => {
    const s = run({ type: 'edit', row: existing(b), field: 'location_nm', value: 'Bravo' });
    const row = viewRows([a, b], s, 'id')[1];
    expect(row).toMatchObject({ state: 'edited', changed: ['location_nm'], values: { location_nm: 'Bravo' } });
  });

  it('drops an edit that puts the original value back, so nothing is left pending', () => {
    const s = run(
      { type: 'edit', row: existing(b), field: 'location_nm', value: 'Bravo' },
      { type: 'edit', row: existing(b), field: 'location_nm', value: 'Beta' },
    );
    expect(hasChanges(s)).toBe(false);
  });

  it('keeps edits of a row when the page it came from is no longer loaded', () => {
    const s = run({ type: 'edit', row: existing(b), field: 'location_nm', value: 'Bravo' });
    expect(viewRows([], s, 'id')).toEqual([]);
    expect(viewRows([b], s, 'id')[0]?.values.location_nm).toBe('Bravo');
  });

  it('marks loaded rows deleted and restores them; removing a new row drops it', () => {
    let s = run({ type: 'add', values: blank }, { type: 'remove', row: existing(a) });
    expect(viewRows([a], s, 'id').map((r) => r.state)).toEqual(['new', 'deleted']);
    s = pendingReducer(s, { type: 'remove', row: { kind: 'new', key: 'new:1' } });
    s = pendingReducer(s, { type: 'restore', id: 1 });
    expect(hasChanges(s)).toBe(false);
  });

  it('reset (Revert, or after Save) clears everything', () => {
    const s = run({ type: 'add', values: blank }, { type: 'remove', row: existing(a) }, { type: 'reset' });
    expect(s).toEqual(noChanges());
  });

  it('computes the rows after the save over overlapping known rows', () => {
    const s = run(
      { type: 'add', values: { ...blank, location_cd: 'N1' } },
      { type: 'edit', row: existing(b), field: 'default_loc', value: true },
      { type: 'remove', row: existing(a) },
    );
    const after = rowsAfterChanges([a, b, a], s, 'id');
    expect(after.map((r) => [r.location_cd, r.default_loc])).toEqual([
      ['N1', false],
      ['B1', true],
    ]);
  });
});
