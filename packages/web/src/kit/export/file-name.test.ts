import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './file-name';

describe('fileNameFrom', () => {
  it('prefers the UTF-8 name, then the quoted or bare name, then the fallback', () => {
    expect(
      fileNameFrom(`attachment; filename="Location Master.xlsx"; filename*=UTF-8''Ubicaci%C3%B3n%2025-12-31.xlsx`, 'f'),
    ).toBe('Ubicación 25-12-31.xlsx');
    expect(fileNameFrom('attachment; filename="Location Master 12-31-2025.xlsx"', 'f')).toBe(
      'Location Master 12-31-2025.xlsx',
    );
    expect(fileNameFrom('attachment; filename=plain.xlsx', 'f')).toBe('plain.xlsx');
    expect(fileNameFrom(null, 'Carrier Master.xlsx')).toBe('Carrier Master.xlsx');
  });
});
