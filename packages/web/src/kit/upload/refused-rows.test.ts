import { describe, expect, it } from 'vitest';
import { refusedRowCount } from './refused-rows';

describe('the rows a refused import names', () => {
  it('counts each data row once, whatever number of reasons it has, and not the header', () => {
    const reported = [
      'Row 1: Column Line Code is missing',
      'Row 3: Ship Qty should be from 0 to 99999',
      'Row 3: Unknown ship-to warehouse',
      'Row 12: Date must not be before the first day of the current month',
      'a line without a row',
    ];
    expect(refusedRowCount(reported)).toBe(2);
    expect(refusedRowCount(['Row 1: Column Line Code is missing'])).toBe(0);
  });
});
