import type { AnyCall } from '../call.js';
import { type BatchSave, isBatchSave } from './batch.js';

/**
 * The same calls under another path. masterGridCalls takes the path from the entity's name,
 * which is also the permission key; where the spec's path differs from the screen key
 * ('ConfigureXREFfields' of screen 'ConfigureXREFFields'), or one screen has two grids
 * (DockMaster), the path is set here, for a grid's save's calls too.
 */
export function repath<T extends Record<string, AnyCall | BatchSave>>(calls: T, from: string, to: string): T {
  const moved = <C extends AnyCall>(call: C): C => ({ ...call, path: to + call.path.slice(from.length) });
  return Object.fromEntries(
    Object.entries(calls).map(([name, node]) => [
      name,
      isBatchSave(node)
        ? { ...node, insert: moved(node.insert), update: moved(node.update), remove: moved(node.remove) }
        : moved(node),
    ]),
  ) as T;
}
