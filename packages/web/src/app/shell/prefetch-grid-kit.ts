/**
 * Loads the master-grid kit (and with it the grid libraries' chunk, most screens' first need) in
 * the first idle moment after the signed-in frame paints, so the user's first screen waits only
 * for its own small chunk and its rows. The login page never loads it.
 */
export function prefetchGridKit(): () => void {
  const load = () => {
    import('@/kit/master-grid/master-grid').catch(() => undefined); // a failed prefetch is retried by the screen's own import
  };
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(load, 200);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(load, { timeout: 1000 });
  return () => window.cancelIdleCallback(id);
}
