import { describe, expect, it } from 'vitest';
import { shownValue, toggleRow } from './status-changes';

describe('Status Update pending toggles', () => {
  it('keeps a toggle that changes the saved value, and drops it when toggled back', () => {
    const once = toggleRow(new Map(), '7', true, false);
    expect(shownValue(once, '7', true)).toBe(false);
    expect(once.size).toBe(1);
    const back = toggleRow(once, '7', true, true);
    expect(back.size).toBe(0);
    expect(shownValue(back, '7', true)).toBe(true);
  });
});
