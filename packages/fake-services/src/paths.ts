import { fileURLToPath } from 'node:url';

/** The repository root; the default data directory is `<repo>/.data`. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
