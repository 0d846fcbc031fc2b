import { describe, expect, it } from 'vitest';
import { printOutcomeMessages, serialRuns } from './messages.js';

describe('serial runs in print outcomes', () => {
  it('writes consecutive serials as one range and a gap as a second run', () => {
    expect(serialRuns(['JRZ1P00000012', 'JRZ1P00000013', 'JRZ1P00000014'])).toBe('JRZ1P00000012–14');
    // A relabel's destinations need not follow each other: 005 is not among them.
    expect(serialRuns(['JRZ1H0000002', 'JRZ1H0000003', 'JRZ1H0000004', 'JRZ1H0000006'])).toBe(
      'JRZ1H0000002–04, JRZ1H0000006',
    );
    expect(serialRuns([])).toBeNull();
  });

  it('says what came out and what did not', () => {
    expect(
      printOutcomeMessages.partlyPrinted(
        3,
        5,
        serialRuns(['JRZ1P00000012', 'JRZ1P00000013', 'JRZ1P00000014']),
        'paperOut',
        'MX01-ZT610-SHIP',
        serialRuns(['JRZ1P00000015', 'JRZ1P00000016']),
      ),
    ).toBe('3 of 5 labels printed: JRZ1P00000012–14. Paper out on MX01-ZT610-SHIP. Not printed: JRZ1P00000015–16.');
  });
});
