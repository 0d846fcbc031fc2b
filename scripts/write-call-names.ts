/**
 * Writes packages/contracts/src/call-name-list.ts, the registry's call names as plain strings, for
 * code that asks whether a call exists without building every call's zod schemas (the web app at
 * every page load). Run it after adding or removing a call; `call-name-list.test.ts` fails until then.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { callNames } from '@fgss/contracts';

export const callNameListFile = resolve(import.meta.dirname, '../packages/contracts/src/call-name-list.ts');

export function callNameListSource(names: readonly string[]): string {
  return `// Written by scripts/write-call-names.ts from the registry: run it after adding or removing a call.

/** Every call's dotted name, in registry order, without building the calls' schemas. */
export const callNameList: readonly string[] = [
${names.map((n) => `  '${n}',`).join('\n')}
];
`;
}

if (process.argv[1] === import.meta.filename) writeFileSync(callNameListFile, callNameListSource(callNames));
