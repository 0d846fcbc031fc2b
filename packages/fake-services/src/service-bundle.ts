import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
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
 * Bundles `entry` into `out` as bundledEntry describes; `sourcemap` writes `<out>.map` beside it
 * (the production build's, for stack traces that name the sources).
 */
export async function bundleTo(entry: string, out: string, { sourcemap = false } = {}): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    outfile: out,
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
  await mkdir(dirname(out), { recursive: true });
  for (const file of outputFiles) {
    const aside = `${file.path}.${randomUUID()}.tmp`;
    await writeFile(aside, file.contents);
    await rename(aside, file.path);
  }
}
