import { beforeAll, describe, expect, it } from 'vitest';
import { languageOf, loadTexts, textsIn } from './i18n';
import { sessionPreferences } from './session';

// Every text, as the pages after sign-in have them (lib/i18n.ts).
beforeAll(loadTexts);

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

describe('sessionPreferences', () => {
  it('gives the session the browser language and its date order when the user chose none', () => {
    expect(sessionPreferences('planner', 'es-MX')).toEqual({ language: 'ES', formatDate: 'dd/MM/yyyy' });
    expect(sessionPreferences('planner', 'en-US')).toEqual({ language: 'EN', formatDate: 'MM/dd/yyyy' });
    expect(sessionPreferences('planner', 'fr-FR')).toEqual({ language: 'EN', formatDate: 'MM/dd/yyyy' });
  });
});

describe('textsIn', () => {
  it('reads the catalogue in the language asked, values filled in', () => {
    expect(textsIn('ES')('delete')).toBe('Eliminar');
    expect(textsIn('EN')('serialRange', { runs: 'A1 – A3', count: 3 })).toBe('Serials: A1 – A3 (3)');
  });

  it('leaves the mark of a value not given', () => {
    expect(textsIn('EN')('tooManyRequests')).toBe('Too many requests; you can try again in {{n}} s');
  });
});
