import type { AnyCall } from '../../call.js';

/**
 * The same calls under another path. masterGridCalls takes the path from the entity's name,
 * which is also the permission key; where the spec's path differs from the screen key
 * ('ConfigureXREFfields' of screen 'ConfigureXREFFields'), or one screen has two grids
 * (DockMaster), the path is set here.
 */
export function repath<T extends Record<string, AnyCall>>(calls: T, from: string, to: string): T {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, { ...call, path: to + call.path.slice(from.length) }]),
  ) as T;
}
