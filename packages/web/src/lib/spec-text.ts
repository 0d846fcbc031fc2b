import type { Language } from '@fgss/contracts';
import { messagesEs } from './texts/spec-es/messages';

/** A text as a user of one language reads it. */
export type SpecText = (text: string) => string;

const PLACE = /\{(\d)\}/g;

interface Template {
  pattern: RegExp;
  /** The placeholder number of each capture group, in order. */
  places: string[];
  es: string;
  /** The length of its text without placeholders. */
  fixed: number;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The entries built around values, the longest fixed text first so the most specific shape wins. */
const templatesOf = (table: Record<string, string>): Template[] =>
  Object.entries(table)
    .filter(([en]) => en.match(PLACE))
    .map(([en, es]) => ({
      pattern: new RegExp(
        `^${en
          .split(PLACE)
          .map((part, i) => (i % 2 ? '(.+?)' : literal(part)))
          .join('')}$`,
        's',
      ),
      places: [...en.matchAll(PLACE)].map((m) => m[1] as string),
      es,
      fixed: en.replace(PLACE, '').length,
    }))
    .sort((a, b) => b.fixed - a.fixed);

/** A table of lib/texts/spec-es as a translator, and whether it knows a text (some read the same: 'Id'). */
export function spanishOf(table: Record<string, string>): { spanish: SpecText; has: (text: string) => boolean } {
  const templates = templatesOf(table);
  const templateOf = (text: string) => templates.find((t) => t.pattern.test(text));
  const spanish = (text: string): string => {
    if (Object.hasOwn(table, text)) return table[text] as string;
    // Messages one per line (a save's refusals, a failure then its question): each line on its own,
    // before any shape is tried, as no entry spans lines and one matched across them would leave
    // the lines inside its value untranslated.
    if (text.includes('\n')) return text.split('\n').map(spanish).join('\n');
    const template = templateOf(text);
    if (!template) return text;
    const { pattern, places, es } = template;
    const match = pattern.exec(text) ?? [];
    // A value inside (a field's label, a nested message) is translated too; a serial stays as is.
    return es.replace(PLACE, (_, n: string) => spanish(match[places.indexOf(n) + 1] ?? ''));
  };
  return { spanish, has: (text) => Object.hasOwn(table, text) || templateOf(text) !== undefined };
}

/**
 * The Spanish known so far: the shared messages (sign-in's among them) on the sign-in page, every
 * table of lib/texts/spec-es once lib/i18n.ts's loadTexts has run.
 */
let current = spanishOf(messagesEs);

/** Gives the Spanish translation the whole of lib/texts/spec-es (its shared messages included). */
export const addSpecEs = (table: Record<string, string>) => {
  current = spanishOf(table);
};

const spanish: SpecText = (text) => current.spanish(text);
const same: SpecText = (text) => text;

/**
 * The spec's English texts that contracts and the services share (labels, screen names,
 * messages) in one language: English as written, Spanish from lib/texts/spec-es. A text it does
 * not know (a message only the real service sends) stays as the service wrote it.
 */
export const specTextIn = (language: Language): SpecText => (language === 'ES' ? spanish : same);
