/** Callers remembered before those whose next slot has passed are forgotten. */
const REMEMBERED = 10_000;

/**
 * Answers of one kind to one caller, spaced at least `spacingMs` apart: the first at once, each
 * further one held (a timer, no work) until its slot. A refusal costs the gateway a parse, a
 * check, a log line and a reply; a client that ignores Retry-After and asks again at once over a
 * few connections got thousands a second, which took the CPU the other users' calls needed.
 * Paced, it gets at most 1000 / spacingMs a second, however many connections it opens.
 */
export function pacer(spacingMs: number, now: () => number = () => performance.now()) {
  const next = new Map<string, number>();
  return async (caller: string): Promise<void> => {
    const at = now();
    if (next.size >= REMEMBERED) for (const [key, slot] of next) if (slot <= at) next.delete(key);
    const slot = Math.max(at, next.get(caller) ?? 0);
    next.set(caller, slot + spacingMs);
    if (slot > at) await new Promise((resolve) => setTimeout(resolve, slot - at));
  };
}

export type Pacer = ReturnType<typeof pacer>;

/** A user's (or, before sign-in, an address's) refusals for asking too much: at most 10 a second. */
export const REFUSAL_SPACING_MS = 100;
/** /readyz answers per address: at most 20 a second (a load balancer asks every few seconds). */
export const READY_SPACING_MS = 50;
