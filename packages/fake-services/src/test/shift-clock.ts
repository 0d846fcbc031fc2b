/**
 * Moves this process's clock by `offsetMs`: `Date.now()` and `new Date()` read the shifted time,
 * which still flows. Once per process (test files that share a worker import it again).
 */
export function shiftClock(offsetMs: number): void {
  if (!offsetMs || 'offset' in Date) return;
  const realNow = Date.now;
  class ShiftedDate extends Date {
    static readonly offset = offsetMs;

    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(ShiftedDate.now());
      else super(...(args as ConstructorParameters<typeof Date>));
    }

    static override now(): number {
      return realNow() + ShiftedDate.offset;
    }
  }
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/** How far this process's clock is shifted (0 when it is not). */
export const clockOffsetMs = (): number => (Date as unknown as { offset?: number }).offset ?? 0;

/** The environment variable a child process of a test reads its shift from (shifted-clock-preload.ts). */
export const CLOCK_OFFSET_ENV = 'FGSS_TEST_CLOCK_OFFSET_MS';
