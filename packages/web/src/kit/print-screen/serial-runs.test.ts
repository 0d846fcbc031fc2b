import { describe, expect, it } from 'vitest';
import { serialRuns } from './serial-runs';

describe('serialRuns', () => {
  it('joins consecutive serials into runs and keeps the others apart, in their order', () => {
    expect(serialRuns(['JRZ1H0001', 'JRZ1H0002', 'JRZ1H0003', 'JRZ1H0007'])).toBe('JRZ1H0001 – JRZ1H0003, JRZ1H0007');
    expect(serialRuns(['A9', 'A10'])).toBe('A9, A10');
    expect(serialRuns(['A01', 'B02', 'X'])).toBe('A01, B02, X');
    expect(serialRuns(['P100', 'P101'])).toBe('P100 – P101');
  });
});
