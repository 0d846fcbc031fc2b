import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './catalogue';
import { signInTexts } from './sign-in';

const src = resolve(import.meta.dirname, '../..');

/** The file an import names: '@/…' and relative paths of the web's sources; a package gives undefined. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && /\.tsx?$/.test(f));
}

/** The sources the sign-in page loads: main.tsx's static imports, followed (not `import()`, not types). */
function firstPageSources(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    const code = readFileSync(file, 'utf8');
    found.set(file, code);
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm))
      if (specifier) {
        const next = resolveImport(file, specifier);
        if (next) visit(next);
      }
  };
  visit(join(src, 'main.tsx'));
  return found;
}

describe("the sign-in page's texts", () => {
  const sources = firstPageSources();

  it('are loaded without the rest of the catalogue', () => {
    const names = [...sources.keys()].map((f) => f.slice(src.length + 1));
    expect(names).toContain('features/auth/login-page.tsx');
    expect(names).not.toContain('lib/texts/catalogue.ts');
    expect(names).not.toContain('lib/texts/spec-es/index.ts');
  });

  it('hold every catalogue key the sign-in page looks up', () => {
    // `t('key')` of useT, `textsIn(language)('key')` outside components.
    const named = new Set(
      [...sources.values()].flatMap((code) =>
        [...code.matchAll(/(?:\bt|\))\(\s*'(\w+)'/g)].map((m) => m[1] as string).filter((k) => Object.hasOwn(en, k)),
      ),
    );
    expect([...named].filter((key) => !Object.hasOwn(signInTexts.en, key))).toEqual([]);
  });
});
