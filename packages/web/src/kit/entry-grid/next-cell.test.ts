import { describe, expect, it } from 'vitest';
import { type EntrySlot, nextEmptySlot } from './next-cell';

const slot = (rowId: string, key: string, filled = false): EntrySlot => ({ rowId, key, filled });

describe('nextEmptySlot', () => {
  it('goes across a row, then to the next row', () => {
    const slots = [slot('1', 'source', true), slot('1', 'dest'), slot('2', 'source'), slot('2', 'dest')];
    expect(nextEmptySlot(slots, { rowId: '1', key: 'source' })).toEqual(slot('1', 'dest'));
    expect(nextEmptySlot(slots, { rowId: '1', key: 'dest' })).toEqual(slot('2', 'source'));
  });

  it('skips the cells that already hold a value', () => {
    const slots = [slot('1', 'serial', true), slot('2', 'serial', true), slot('3', 'serial')];
    expect(nextEmptySlot(slots, { rowId: '1', key: 'serial' })).toEqual(slot('3', 'serial'));
  });

  it('finds none after the last empty cell, nor before the committed one', () => {
    const slots = [slot('1', 'serial'), slot('2', 'serial', true)];
    expect(nextEmptySlot(slots, { rowId: '2', key: 'serial' })).toBeUndefined();
  });
});
