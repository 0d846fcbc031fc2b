import { dateFormatFor, type Language } from '@fgss/contracts';
import { useMemo } from 'react';
import { browserLanguage, languageOf, session, useSession } from './session';
import { addSpecEs, type SpecText, specTextIn } from './spec-text';
import type { TextKey } from './texts/catalogue';
import { signInTexts } from './texts/sign-in';

export { languageOf } from './session';
export { type SpecText, specTextIn } from './spec-text';
export type { TextKey } from './texts/catalogue';

/**
 * Every text the app shows comes from the catalogue of `lib/texts` (EN and ES). The sign-in page
 * loads its own area only (texts/sign-in.ts); `loadTexts` adds every other area, and the Spanish
 * of the spec's texts, with any other page (app/app-routes.tsx). The spec's texts that contracts
 * hold in English (labels, screen names, messages) are shown through `useSpecText` / `specTextIn`
 * (lib/spec-text.ts).
 */
const loaded: Record<Language, Partial<Record<TextKey, string>>> = {
  EN: { ...signInTexts.en },
  ES: { ...signInTexts.es },
};

let allTexts: Promise<void> | undefined;

/** Every text beyond the sign-in page's, loaded once; the catalogue's keys then all answer. */
export function loadTexts(): Promise<void> {
  allTexts ??= Promise.all([import('./texts/catalogue'), import('./texts/spec-es')]).then(([catalogue, spec]) => {
    Object.assign(loaded.EN, catalogue.en);
    Object.assign(loaded.ES, catalogue.es);
    addSpecEs(spec.specEs);
  });
  return allTexts;
}

/** A text of the catalogue in one language, `{{name}}` filled from `values`. */
export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** `{{name}}` becomes the value given for it; a value not given leaves its mark. */
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : mark));

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
  const texts = loaded[language];
  return (key, values) => fill(texts[key] ?? key, values);
}

/** The session's language, for code outside components. */
export const currentLanguage = (): Language => languageOf(session.get()?.userData.language, browserLanguage());

/**
 * The session language's catalogue. Stable per language, so memoised columns and labels only
 * change when the language does; a component re-renders with the session (useSession). It looks
 * each key up when called, so the areas loaded later answer through it too.
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
