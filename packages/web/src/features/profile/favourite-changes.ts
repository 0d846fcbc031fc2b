import type { ServerItem } from '../auth/server-groups';
import { groupByZone } from '../auth/server-groups';

/** Whether the checked servers differ from the saved favourites. */
export function favouritesChanged(checked: ReadonlySet<string>, saved: ReadonlySet<string>): boolean {
  return checked.size !== saved.size || [...checked].some((name) => !saved.has(name));
}

/**
 * The defaultserver POST body: every zone with its checked servers, so a zone whose servers were
 * all unchecked is cleared too.
 */
export function favouriteZones(servers: ServerItem[], checked: ReadonlySet<string>) {
  return groupByZone(servers).map((g) => ({
    Category: g.zone,
    Servers: g.servers.filter((s) => checked.has(s.name)).map((s) => ({ Name: s.name })),
  }));
}
