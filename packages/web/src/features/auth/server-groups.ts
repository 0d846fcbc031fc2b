import type { serverItem } from '@fgss/contracts';
import type { z } from 'zod';

export type ServerItem = z.infer<typeof serverItem>;

export interface ServerGroup {
  zone: string;
  servers: ServerItem[];
}

const byFavouriteThenName = (a: ServerItem, b: ServerItem) =>
  Number(b.isFavorite) - Number(a.isFavorite) || a.name.localeCompare(b.name);

/**
 * Servers by zone, favourites first: zones holding a favourite come before the others, and in
 * each zone the favourites lead. Otherwise zones and servers are in alphabetical order.
 */
export function groupByZone(servers: ServerItem[]): ServerGroup[] {
  const zones = new Map<string, ServerItem[]>();
  for (const s of servers) zones.set(s.zone, [...(zones.get(s.zone) ?? []), s]);
  return [...zones.entries()]
    .map(([zone, list]) => ({ zone, servers: list.sort(byFavouriteThenName) }))
    .sort(
      (a, b) =>
        Number(b.servers.some((s) => s.isFavorite)) - Number(a.servers.some((s) => s.isFavorite)) ||
        a.zone.localeCompare(b.zone),
    );
}
