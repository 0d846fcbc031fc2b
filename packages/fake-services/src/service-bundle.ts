import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * A service's TypeScript entry (`<package>/src/main.ts`) bundled into one JavaScript file,
 * `<package>/dist/main.mjs`, with the workspace's own code inside (its package and
 * @fgss/contracts) and every installed package left for Node to load. Started as `node
 * dist/main.mjs`, the fake plant starts in about half the CPU it takes under tsx's loader,
 * which every browser-test stack, plant process and `pnpm start` pays.
 * The bundle sits as deep below its package as src/, so the paths the code makes from
 * import.meta.url (paths.ts, the gateway's config.ts) still point where they did.
 */
export function bundledEntry(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundleOnce(entry);
    bundles.set(entry, bundle);
    bundle.catch(() => bundles.delete(entry));
  }
  return bundle;
}

/**
 * Worker threads' entries (under a package's src/) that a service starts as files beside its own
 * (paths.ts's renderWorkerUrl): bundled with the main that has them, to the same place under dist/.
 */
const WORKER_ENTRIES = ['labels/render-worker.ts'];

/** Built once per process: the sources do not change while it runs. */
const bundles = new Map<string, Promise<string>>();

/** Bare imports other than the workspace's stay imports: Node resolves them from the package. */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fgss/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function bundleOnce(entry: string): Promise<string> {
  const src = entry.lastIndexOf('/src/');
  if (src < 0) throw new Error(`${entry} is not under a package's src/`);
  const out = join(entry.slice(0, src), 'dist', relative(entry.slice(0, src + 4), entry).replace(/\.ts$/, '.mjs'));
  await bundleTo(entry, out);
  return out;
}

/**
 * Bundles `entry` into `out` as bundledEntry describes, and its package's worker entries beside
 * it with the same extension; `sourcemap` writes `<out>.map` beside each (the production build's,
 * for stack traces that name the sources).
 */
export async function bundleTo(entry: string, out: string, { sourcemap = false } = {}): Promise<void> {
  const src = entry.slice(0, entry.lastIndexOf('/src/') + 5);
  // A worker bundled alone (from the sources, render-pool.ts) is only itself.
  const workers = WORKER_ENTRIES.filter((worker) => join(src, worker) !== entry && existsSync(join(src, worker)));
  const ext = extname(out);
  const { outputFiles } = await build({
    entryPoints: [
      { in: entry, out: basename(out, ext) },
      ...workers.map((worker) => ({ in: join(src, worker), out: worker.replace(/\.ts$/, '') })),
    ],
    outdir: dirname(out),
    outExtension: { '.js': ext },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: sourcemap ? 'linked' : false,
    write: false,
    logLevel: 'silent',
    plugins: [installedPackagesExternal],
  });
  // Written aside and renamed: a process that starts while another run rebuilds reads a whole file.
  for (const file of outputFiles) {
    await mkdir(dirname(file.path), { recursive: true });
    const aside = `${file.path}.${randomUUID()}.tmp`;
    await writeFile(aside, file.contents);
    await rename(aside, file.path);
  }
}
