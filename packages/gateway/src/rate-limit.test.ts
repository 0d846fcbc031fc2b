import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rate-limit.js';

describe('FixedWindowLimiter', () => {
  it('lets the limit through per key, then says how long to wait until the window ends', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(2, 60_000, () => now);
    expect(limiter.hit('10.0.0.1')).toBe(0);
    expect(limiter.hit('10.0.0.1')).toBe(0);
    now += 15_000;
    expect(limiter.hit('10.0.0.1')).toBe(45);
    expect(limiter.hit('10.0.0.2')).toBe(0);
  });

  it('starts counting again in the next window', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 60_000, () => now);
    limiter.hit('a');
    expect(limiter.hit('a')).toBeGreaterThan(0);
    now += 60_000;
    expect(limiter.hit('a')).toBe(0);
  });
});
