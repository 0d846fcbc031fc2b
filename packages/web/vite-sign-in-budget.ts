import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/**
 * Most bytes the sign-in page may transfer before its form works: index.html and the scripts and
 * styles it names (its first page's chunk and what that preloads), compressed as the gateway
 * serves them to a browser (the brotli copies of vite-precompress.ts). The goal is 150 KB; the
 * budget follows the first page down as it shrinks, so that nothing grows it unnoticed.
 */
export const SIGN_IN_BUDGET_BYTES = 147_000;

/** The files index.html loads before the app runs: its module script, preloads and styles. */
export function firstPageFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
}

/** The sign-in page's bytes as served: each file's brotli copy, or the file where none was written. */
export async function signInBytes(outDir: string): Promise<{ total: number; files: [string, number][] }> {
  const html = await readFile(join(outDir, 'index.html'));
  const files: [string, number][] = [['index.html', (await brotli(html)).length]];
  for (const file of firstPageFiles(html.toString('utf8'))) {
    const path = join(outDir, file);
    const size = await stat(`${path}.br`).then(
      (s) => s.size,
      async () => (await stat(path)).size,
    );
    files.push([file, size]);
  }
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

/** Fails the build when the sign-in page would transfer more than SIGN_IN_BUDGET_BYTES. */
export function signInBudget(): Plugin {
  let outDir = '';
  return {
    name: 'fgss-sign-in-budget',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    // After the compressed copies are written (precompress's closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { total, files } = await signInBytes(outDir);
        const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
        const list = files.map(([f, n]) => `${f} ${kb(n)}`).join(', ');
        if (total > SIGN_IN_BUDGET_BYTES)
          throw new Error(
            `The sign-in page transfers ${kb(total)}, over its budget of ${kb(SIGN_IN_BUDGET_BYTES)} (${list}): load what sign-in does not need later (a lazy import)`,
          );
        this.info(`sign-in page: ${kb(total)} of its ${kb(SIGN_IN_BUDGET_BYTES)} budget`);
      },
    },
  };
}
