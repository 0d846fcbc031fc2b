import { inject } from 'vitest';

/**
 * What the unit project's global setup provides to every test file. Read through here: the
 * documented `declare module 'vitest'` augmentation does not reach the ProvidedContext that
 * vitest 4's `inject` is typed with.
 */
export interface Provided {
  /** A data directory with the small seed, to copy, never to open. */
  smallSeedDir: string;
  /** Noon of the day the seed was built (ISO). */
  testNoon: string;
}

export const provided = <K extends keyof Provided>(key: K): Provided[K] | undefined =>
  inject(key as never) as Provided[K] | undefined;
