import { describe, expect, it } from 'vitest';
import { noChanges, type PendingAction, type PendingChanges, pendingReducer } from './pending-changes';
import { breaksOnePrimary } from './primary-rule';

type Dest = { id: number; desT_CD: string; primarY_DEST: boolean };
const p: Dest = { id: 1, desT_CD: 'P', primarY_DEST: true };
const q: Dest = { id: 2, desT_CD: 'Q', primarY_DEST: false };
const run = (...actions: PendingAction<Dest>[]) =>
  actions.reduce<PendingChanges<Dest>>((s, act) => pendingReducer(s, act), noChanges<Dest>());
const ref = (row: Dest) => ({ kind: 'existing' as const, id: row.id, base: row });
const breaks = (known: Dest[], s: PendingChanges<Dest>) => breaksOnePrimary(known, s, 'id', 'primarY_DEST');

describe('exactly one primary row', () => {
  it('passes when the primary moves from one row to another', () => {
    const s = run(
      { type: 'edit', row: ref(p), field: 'primarY_DEST', value: false },
      { type: 'edit', row: ref(q), field: 'primarY_DEST', value: true },
    );
    expect(breaks([p, q], s)).toBe(false);
  });

  it('breaks when a second row is made primary, even if the first is on another page (known from defaults)', () => {
    const s = run({ type: 'edit', row: ref(q), field: 'primarY_DEST', value: true });
    expect(breaks([p, q], s)).toBe(true);
  });

  it('breaks when the only primary is unchecked', () => {
    expect(breaks([p, q], run({ type: 'edit', row: ref(p), field: 'primarY_DEST', value: false }))).toBe(true);
  });

  it('passes for changes that do not touch the flag', () => {
    expect(breaks([p, q], run({ type: 'remove', row: ref(q) }))).toBe(false);
  });

  it('lets a grid without any primary row get its first rows', () => {
    expect(breaks([], run({ type: 'add', values: { id: 0, desT_CD: 'N', primarY_DEST: false } }))).toBe(false);
  });
});
