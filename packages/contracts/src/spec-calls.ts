import type { Method } from './call.js';

/** A call as section 7 of the spec writes it. */
export interface SpecCall {
  method: Method;
  /** Below the service base, with the spec's case and no trailing slash. */
  path: string;
  /** Parameters written as `?a&b`: a POST, PUT or DELETE sends these in the query string. */
  query: string[];
  /** Parameters written as `with a, b` (or `grid by a`): a GET sends these in the query string. */
  named: string[];
  /** 'rows' where the spec sends a bare array ("with an array of rows"). */
  body?: 'rows';
  /** The sentence it was read from. */
  source: string;
}

const METHOD = /^(GET|POST|PUT|DELETE)\s+/;
/** A path, absolute (`Base/X`) or relative (`/X`, `.../X`, a bare `X`), then an optional `?query`. */
const PATH = /^((?:\.\.\.)?\/?[A-Za-z][\w{}]*(?:\/[\w{}]*)*)(\?[^\s,;]*)?/;
/** What may follow a call in its list item: nothing, its parameters, what it returns, or "grid". */
const TAIL = /^(?:$|with\b|returns?\b|returning\b|grids?$)/;
/** A grid or report read written as a word: `grid`, `grid ?plantid`, `grid by year`, `and the report`. */
const BASE_READ = /^(?:and )?(?:grid|list|the report)(?: by (\w+)| (\?\S+))?$/;
const CAMEL = /^[A-Z]+[a-z0-9]+[A-Z]|^[a-z]+[A-Z]/;

/** The text of section 7 of one spec document. */
export function sectionSeven(document: string): string {
  const start = document.search(/^## 7\./m);
  const end = document.slice(start + 1).search(/^## /m);
  return end < 0 ? document.slice(start) : document.slice(start, start + 1 + end);
}

/** The names of `?a&b={x}`. */
const queryNames = (query: string | undefined) =>
  query
    ? query
        .slice(1)
        .split('&')
        .map((part) => part.split('=')[0] as string)
    : [];

/** `a`, or `a and b`, and whether prose follows the names. */
function parameterNames(text: string): { names: string[]; prose: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const isName = (word: string | undefined) =>
    word !== undefined && /^[A-Za-z]\w*$/.test(word) && !/^(the|a|an|body|JSON|returns?|returning|or|plus)$/.test(word);
  const names: string[] = [];
  let i = 0;
  while (isName(words[i])) {
    names.push(words[i] as string);
    if (words[i + 1] !== 'and' || !isName(words[i + 2])) break;
    i += 2;
  }
  return { names, prose: words.length > (names.length ? i + 1 : 0) };
}

/**
 * The calls a section 7 text writes, read as the spec writes them: each bullet or paragraph is a
 * list of calls separated by commas and semicolons; a method word applies to the calls after it
 * until another (GET where none is written); `/X`, `.../X` and a bare `X` join the statement's
 * base (the first segment of its last full path); a bare word that starts a statement, that is
 * the base in another case, or that names a grid is a full path; `?a&b` and `with a, b` name
 * parameters. Prose (a sentence that starts with no call) ends the list.
 */
export function specCalls(section: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const statement = line
      .replace(/^\s*-\s+/, '')
      .replace(/^\*\*[^*]+\*\*\s*/, '')
      .replace(/\([^()]*\)/g, '')
      .replace(/\[.*\]/g, '')
      .trim();
    if (!statement || statement.startsWith('#')) continue;
    let method: Method = 'GET';
    let base: string | null = null;
    let first = true;
    for (const sentence of statement.split(/\.(?:\s+|$)/)) {
      let sentenceFirst = true;
      for (const clause of sentence.split(';')) {
        const items = (clause.split(':')[0] as string).split(',').map((item) => item.trim());
        const listsGrids = /\bgrids$/.test(items.at(-1) ?? '');
        let withParams: string[] | null = null;
        for (const raw of items) {
          if (withParams) {
            const { names, prose } = parameterNames(raw.replace(/^and\s+/, ''));
            withParams.push(...names);
            if (prose) break;
            continue;
          }
          const methodWord = METHOD.exec(raw);
          if (methodWord) method = methodWord[1] as Method;
          const item = raw.replace(METHOD, '');
          const read = BASE_READ.exec(item);
          if (read && base) {
            calls.push({
              method: 'GET',
              path: base,
              query: [],
              named: read[1] ? [read[1]] : queryNames(read[2]),
              source: statement,
            });
            continue;
          }
          const found = PATH.exec(item);
          const tail = found ? item.slice(found[0].length).trim() : '';
          if (!found || !TAIL.test(tail)) break;
          const written = found[1] as string;
          const bare = !written.includes('/');
          // A sentence that starts with a plain word ("Response: …") is prose.
          if (bare && !methodWord && sentenceFirst && !first && !CAMEL.test(written)) break;
          sentenceFirst = false;
          let path: string;
          if (written.startsWith('/') || written.startsWith('...')) {
            if (!base) break;
            path = `${base}${written.replace(/^\.\.\./, '')}`;
          } else if (
            bare &&
            base &&
            !first &&
            !listsGrids &&
            !/^grid/.test(tail) &&
            written.toLowerCase() !== base.toLowerCase()
          ) {
            path = `${base}/${written}`;
          } else {
            path = written;
            const root = written.split('/')[0] as string;
            if (root.toLowerCase() !== base?.toLowerCase()) base = root;
          }
          first = false;
          const call: SpecCall = {
            method,
            path: path.replace(/\/$/, ''),
            query: queryNames(found[2]),
            named: [],
            source: statement,
          };
          calls.push(call);
          if (tail.startsWith('with')) {
            const after = tail.slice(4).trim();
            if (after.startsWith('an array of rows')) call.body = 'rows';
            const { names, prose } = parameterNames(after);
            call.named = names;
            if (prose) break;
            withParams = call.named;
          } else if (tail && !/^grids?$/.test(tail)) break;
        }
      }
    }
  }
  return calls;
}
