import { describe, expect, it } from 'vitest';
import { isDayFirst, parseTypedDate } from './typed-date';

const US = 'MM/dd/yyyy';
const ES = 'dd/MM/yyyy';

/** The parsed value as yyyy-mm-dd, or the error. */
function read(text: string, format: string): string {
  const { value, error } = parseTypedDate(text, format);
  if (error) return error;
  if (!value) return 'empty';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

describe('parseTypedDate', () => {
  it('reads yyyy-m-d the same way whatever the user format', () => {
    expect(read('2024-03-05', US)).toBe('2024-03-05');
    expect(read('2024-3-5', ES)).toBe('2024-03-05');
    expect(read('2024-12-31', ES)).toBe('2024-12-31');
  });

  it('reads d/m/y, d-m-y and d.m.y month-first for a MM/dd format', () => {
    expect(read('03/05/2024', US)).toBe('2024-03-05');
    expect(read('3-5-2024', US)).toBe('2024-03-05');
    expect(read('3.5.2024', US)).toBe('2024-03-05');
  });

  it('reads them day-first when the user format starts with dd', () => {
    expect(read('03/05/2024', ES)).toBe('2024-05-03');
    expect(read('3-5-2024', ES)).toBe('2024-05-03');
    expect(read('3.5.2024', ES)).toBe('2024-05-03');
    expect(read('31/12/2024', 'dd-MM-yyyy')).toBe('2024-12-31');
  });

  it('takes a two-digit year as 20xx', () => {
    expect(read('12/31/24', US)).toBe('2024-12-31');
    expect(read('1.2.05', ES)).toBe('2005-02-01');
    expect(read('1/1/00', US)).toBe('2000-01-01');
  });

  it('gives the spec message for impossible dates', () => {
    expect(read('2023-02-29', US)).toBe('invalidDate');
    expect(read('2024-04-31', US)).toBe('invalidDate');
    expect(read('2024-13-01', US)).toBe('invalidDate');
    expect(read('2024-00-10', US)).toBe('invalidDate');
    expect(read('13/01/2024', US)).toBe('invalidDate');
    expect(read('01/13/2024', ES)).toBe('invalidDate');
    expect(read('31/04/2024', ES)).toBe('invalidDate');
    expect(read('0/5/2024', ES)).toBe('invalidDate');
  });

  it('accepts 29 February in a leap year', () => {
    expect(read('2024-02-29', US)).toBe('2024-02-29');
    expect(read('29/02/2000', ES)).toBe('2000-02-29');
  });

  it('rejects text that is none of the accepted forms', () => {
    for (const text of [
      'tomorrow',
      '2024/03/05',
      '3/5-2024',
      '3/5/024',
      '3/5',
      '20240305',
      '2024-3-5 10:00',
      '1/2/20245',
    ]) {
      expect(read(text, US), text).toBe('invalidDate');
    }
  });

  it('rejects dates before 2000-01-01 and accepts that day', () => {
    expect(read('1999-12-31', US)).toBe('dateBeforeMin');
    expect(read('31.12.1999', ES)).toBe('dateBeforeMin');
    expect(read('2000-01-01', US)).toBe('2000-01-01');
  });

  it('ignores surrounding spaces and treats blank text as no date', () => {
    expect(read('  2024-03-05 ', US)).toBe('2024-03-05');
    expect(read('   ', US)).toBe('empty');
    expect(parseTypedDate('', ES)).toEqual({ value: null, error: null });
  });
});

describe('isDayFirst', () => {
  it('is true only for formats starting with dd', () => {
    expect(isDayFirst('dd/MM/yyyy')).toBe(true);
    expect(isDayFirst('DD.MM.YYYY')).toBe(true);
    expect(isDayFirst('MM/dd/yyyy')).toBe(false);
    expect(isDayFirst('yyyy-MM-dd')).toBe(false);
  });
});
