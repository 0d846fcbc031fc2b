import { fileURLToPath } from 'node:url';

// Paths are made here only, one folder below the package as src/ and the bundle (dist/) both are,
// so the same URLs hold whether the plant runs from its sources or from service-bundle.ts's file.

/** The repository root; the default data directory is `<repo>/.data`. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A folder of drizzle's generated migrations (`<package>/drizzle/<name>`). */
export const migrationsFolder = (name: string) => fileURLToPath(new URL(`../drizzle/${name}`, import.meta.url));

/**
 * The label render worker's entry (labels/render-worker): its TypeScript beside the sources, or
 * its bundle beside the bundled main, with the main's own extension (service-bundle.ts).
 */
export const renderWorkerUrl = new URL(
  `./labels/render-worker${/\.\w+$/.exec(import.meta.url)?.[0] ?? '.js'}`,
  import.meta.url,
);
