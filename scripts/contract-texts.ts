/**
 * The texts users read that contracts hold in the spec's English, found by walking contracts'
 * exports: entity and screen labels and titles, and every message of the `…Messages` objects and
 * `…Message` helpers (a message built around values is called with '{1}', '{2}'… in their place,
 * the shape lib/texts/spec-es keys it by), report rows' column headers among the labels. Each
 * needs its Spanish in lib/texts/spec-es.
 */
import * as contracts from '@fgss/contracts';
import { spanishOf } from '../packages/web/src/lib/spec-text';
import { specEs } from '../packages/web/src/lib/texts/spec-es';

const hasSpanish = spanishOf(specEs).has;
const PLACES = ['{1}', '{2}', '{3}', '{4}', '{5}'];
/** A report's export name ('BoxHarnessReport'), a file name rather than a text. */
const isIdentifier = (text: string) => /^[a-z]*[A-Z]?[a-z]+[A-Z]\w*$/.test(text);
const isMessages = (name: string) => /^messages$|Messages?$|_MESSAGE$/.test(name);

export function contractTexts(): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<unknown>();
  const add = (text: string, where: string) => {
    if (/\p{L}{2,}/u.test(text) && !isIdentifier(text) && !found.has(text)) found.set(text, where);
  };
  const walk = (value: unknown, where: string, messages: boolean) => {
    if (typeof value === 'string') {
      if (messages) add(value, where);
    } else if (typeof value === 'function') {
      const text: unknown = messages ? (value as (...a: string[]) => unknown)(...PLACES) : undefined;
      // A helper that reads its arguments' fields ('{r.min}') has its template in spec-es/generated.ts.
      if (typeof text === 'string' && !text.includes('undefined')) add(text, `${where}()`);
    } else if (value && typeof value === 'object' && !('_zod' in value) && !seen.has(value)) {
      seen.add(value);
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'label' || key === 'title') && typeof inner === 'string') add(inner, `${where}.${key}`);
        walk(inner, `${where}.${key}`, messages || isMessages(key));
      }
    }
  };
  for (const [name, value] of Object.entries(contracts)) walk(value, name, isMessages(name));
  return found;
}

/** Contracts' texts with no Spanish, as 'where "text"'. */
export function untranslatedContractTexts(): string[] {
  return [...contractTexts()]
    .filter(([text]) => !hasSpanish(text))
    .map(([text, where]) => `${where} ${JSON.stringify(text)}`);
}
