import { describe, expect, it } from 'vitest';
import { favouritesChanged, favouriteZones } from './favourite-changes';

describe('favouritesChanged', () => {
  it('is false for the same servers in any order', () => {
    expect(favouritesChanged(new Set(['A', 'B']), new Set(['B', 'A']))).toBe(false);
    expect(favouritesChanged(new Set(), new Set())).toBe(false);
  });

  it('is true when a server is added, removed or swapped', () => {
    expect(favouritesChanged(new Set(['A', 'B']), new Set(['A']))).toBe(true);
    expect(favouritesChanged(new Set([]), new Set(['A']))).toBe(true);
    expect(favouritesChanged(new Set(['C']), new Set(['A']))).toBe(true);
  });
});

describe('favouriteZones', () => {
  it('sends every zone with its checked servers, empty zones included', () => {
    const servers = [
      { id: 1, name: 'CENTRAL', zone: 'Central', isFavorite: false },
      { id: 2, name: 'NORTE1', zone: 'North', isFavorite: true },
      { id: 3, name: 'NORTE2', zone: 'North', isFavorite: false },
    ];
    expect(favouriteZones(servers, new Set(['NORTE2']))).toEqual([
      { Category: 'North', Servers: [{ Name: 'NORTE2' }] },
      { Category: 'Central', Servers: [] },
    ]);
  });
});
