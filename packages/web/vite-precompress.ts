import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** What the gateway serves as files; index.html is rewritten per request (its nonce), source maps go to tools. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality 10, not 11: 11 takes more than twice the CPU for a few percent fewer bytes,
 * and every `pnpm start` and test run builds; 9 gives clearly larger files.
 */
const BROTLI_QUALITY = 10;

/**
 * Writes `<file>.br` (brotli, quality 10) and `<file>.gz` (gzip, best level) beside every
 * compressible file of the build, once, so the gateway serves them without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fgss-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const body = await readFile(path);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
