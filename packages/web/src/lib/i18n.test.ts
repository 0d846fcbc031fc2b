import { describe, expect, it } from 'vitest';
import { languageOf } from './i18n';

describe('languageOf', () => {
  it("prefers the signed-in user's language", () => {
    expect(languageOf('ES', 'en-US')).toBe('ES');
    expect(languageOf('EN', 'es-MX')).toBe('EN');
  });

  it('otherwise takes the upper-cased first part of the browser language', () => {
    expect(languageOf(undefined, 'es-MX')).toBe('ES');
    expect(languageOf('', 'es')).toBe('ES');
    expect(languageOf(undefined, 'en-GB')).toBe('EN');
  });

  it('falls back to EN for languages the app does not speak', () => {
    expect(languageOf(undefined, 'fr-FR')).toBe('EN');
    expect(languageOf('DE', 'de-DE')).toBe('EN');
  });
});
