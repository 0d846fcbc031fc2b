import { useSyncExternalStore } from 'react';

/**
 * The total record count of the open grid. The side menu resets it to 0 when it opens another
 * screen (spec 1 section 2), so a new screen never shows the previous screen's count.
 */
let value = 0;
const listeners = new Set<() => void>();

export const totalCount = {
  get: (): number => value,
  set(next: number): void {
    if (next === value) return;
    value = next;
    for (const l of listeners) l();
  },
  reset(): void {
    totalCount.set(0);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTotalCount(): number {
  return useSyncExternalStore(totalCount.subscribe, totalCount.get);
}
