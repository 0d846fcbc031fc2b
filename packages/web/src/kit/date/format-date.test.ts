import { describe, expect, it } from 'vitest';
import { cellText, formatDate } from './format-date';

describe('formatDate', () => {
  const date = new Date(2024, 2, 5, 14, 7, 9);

  it('writes the date in the user format', () => {
    expect(formatDate(date, 'MM/dd/yyyy')).toBe('03/05/2024');
    expect(formatDate(date, 'dd/MM/yyyy')).toBe('05/03/2024');
    expect(formatDate(date, 'yyyy-MM-dd HH:mm:ss')).toBe('2024-03-05 14:07:09');
    expect(formatDate(date, 'd.M.yy')).toBe('5.3.24');
  });

  it('reads ISO strings from the server', () => {
    expect(formatDate('2024-12-31', 'dd/MM/yyyy')).toBe('31/12/2024');
  });

  it('gives an empty text for no or unreadable dates', () => {
    expect(formatDate(null, 'MM/dd/yyyy')).toBe('');
    expect(formatDate('', 'MM/dd/yyyy')).toBe('');
    expect(formatDate('not a date', 'MM/dd/yyyy')).toBe('');
  });
});

describe('cellText', () => {
  it("shows a service's dates and times in the user's format, whole", () => {
    expect(cellText('2026-10-27', 'dd/MM/yyyy')).toBe('27/10/2026');
    expect(cellText('2026-10-27 01:15:00', 'MM/dd/yyyy')).toBe('10/27/2026 01:15');
    expect(cellText('2026-10-27T01:15:09.120', 'dd/MM/yyyy')).toBe('27/10/2026 01:15:09');
  });

  it('leaves other values as they are', () => {
    expect(cellText('JRZ1E00000025', 'dd/MM/yyyy')).toBe('JRZ1E00000025');
    expect(cellText(12, 'dd/MM/yyyy')).toBe('12');
    expect(cellText(null, 'dd/MM/yyyy')).toBe('');
    expect(cellText('2026-13-45', 'dd/MM/yyyy')).toBe('2026-13-45');
  });
});
