import { dateFormatFor, type Language } from '@fgss/contracts';
import i18next, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { browserLanguage, languageOf, session, useSession } from './session';
import { type SpecText, specTextIn } from './spec-text';

export { type SpecText, specTextIn } from './spec-text';

import { en, es, type TextKey } from './texts/catalogue';

export type { TextKey } from './texts/catalogue';

/**
 * Every text the app shows comes from the catalogue of `lib/texts` (EN and ES), through i18next.
 * The spec's texts that contracts hold in English (labels, screen names, messages) are shown
 * through `useSpecText` / `specTextIn` (lib/spec-text.ts).
 */
void i18next.init({
  resources: { EN: { translation: en }, ES: { translation: es } },
  lng: 'EN',
  fallbackLng: 'EN',
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** A text of the catalogue in one language, `{{name}}` filled from `values`. */
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

export { languageOf } from './session';

export function useLanguage(): Language {
  return languageOf(useSession()?.userData.language, browserLanguage());
}

/** The locale numbers and month names are written in: Mexico's Spanish, or US English. */
export const localeOf = (language: Language) => (language === 'ES' ? 'es-MX' : 'en-US');

/** A whole number in the user's format ('10,000'). */
export function useNumberText(): (n: number) => string {
  const locale = localeOf(useLanguage());
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return (n) => format.format(n);
  }, [locale]);
}

/** The catalogue in one language, for code outside components (confirmations, exports). */
export function textsIn(language: Language): Translate {
  return byKey(i18next.getFixedT(language));
}

/** The session's language, for code outside components. */
export const currentLanguage = (): Language => languageOf(session.get()?.userData.language, browserLanguage());

// i18next's overloads do not take a key union and values at once; the catalogue's type checks the key.
const byKey =
  (t: TFunction): Translate =>
  (key, values) =>
    (t as unknown as (key: string, values: object) => string)(key, values ?? {});

/**
 * The session language's catalogue. Stable per language, so memoised columns and labels only
 * change when the language does; a component re-renders with the session (useSession). Not
 * react-i18next's useTranslation: the catalogue is loaded once and never changes, so that hook's
 * subscription and options on every render of every component showing a text bought nothing
 * (it was 2-3% of a grid test's profile; the package left the bundle, 6 KB of the first page).
 */
export function useT(): Translate {
  const language = useLanguage();
  return useMemo(() => textsIn(language), [language]);
}

/** The spec's texts of contracts and the services (labels, messages) in the session's language. */
export function useSpecText(): SpecText {
  return specTextIn(useLanguage());
}

/** The spec's texts in the session's language, for code outside components (toasts, confirmations). */
export const currentSpecText = (): SpecText => specTextIn(currentLanguage());

/** The user's date format: the session's (the browser language's, or the profile's choice). */
export function useDateFormat(): string {
  const session = useSession();
  const language = useLanguage();
  return session?.userData.formatDate || dateFormatFor(language);
}
