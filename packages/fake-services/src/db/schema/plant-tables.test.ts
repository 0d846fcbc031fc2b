import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const here = new URL('./', import.meta.url);

describe('plant tables', () => {
  it('lists every concept folder of the schema, as the drizzle config finds them', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'generic' && existsSync(new URL(`${d.name}/index.ts`, here)))
      .map((d) => d.name);
    const listed = [
      ...readFileSync(new URL('plant-tables.ts', here), 'utf8').matchAll(/from '\.\/([\w-]+)\/index\.js'/g),
    ].map((m) => m[1]);
    expect(listed.sort()).toEqual(folders.sort());
  });
});
