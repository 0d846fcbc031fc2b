import { describe, expect, it } from 'vitest';
import { groupByZone, type ServerItem } from './server-groups';

const server = (id: number, name: string, zone: string, isFavorite = false): ServerItem => ({
  id,
  name,
  zone,
  isFavorite,
});

describe('groupByZone', () => {
  it('groups servers by zone in alphabetical order', () => {
    const groups = groupByZone([
      server(1, 'NORTE2', 'North'),
      server(2, 'CENTRAL', 'Central'),
      server(3, 'NORTE1', 'North'),
    ]);
    expect(groups.map((g) => [g.zone, g.servers.map((s) => s.name)])).toEqual([
      ['Central', ['CENTRAL']],
      ['North', ['NORTE1', 'NORTE2']],
    ]);
  });

  it('puts zones with a favourite first and favourites first within their zone', () => {
    const groups = groupByZone([
      server(1, 'CENTRAL', 'Central'),
      server(2, 'SUR-A', 'South'),
      server(3, 'SUR-B', 'South', true),
    ]);
    expect(groups.map((g) => [g.zone, g.servers.map((s) => s.name)])).toEqual([
      ['South', ['SUR-B', 'SUR-A']],
      ['Central', ['CENTRAL']],
    ]);
  });

  it('gives no groups for no servers', () => {
    expect(groupByZone([])).toEqual([]);
  });
});
