import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../paths.js';
import { seedDataDir } from './data-dir.js';
import { LARGE_SEED_LOCATIONS, LARGE_SEED_SERVER } from './plant-data.js';

/**
 * Builds the seed in a data directory: `tsx packages/fake-services/src/seed/cli.ts --size large
 * [--dir path]`. New databases get the seed; with `--size large` an existing small seed of the
 * large-seed server is filled up to its 1,000,000 locations.
 */
const { values } = parseArgs({ options: { size: { type: 'string', default: 'small' }, dir: { type: 'string' } } });
if (values.size !== 'small' && values.size !== 'large') {
  process.stderr.write(`--size must be small or large, not '${values.size}'\n`);
  process.exit(2);
}
const dir = resolve(values.dir ?? process.env.FGSS_DATA_DIR ?? join(repoRoot, '.data'));
const started = Date.now();
await seedDataDir(dir, values.size);
const what = values.size === 'large' ? `, ${LARGE_SEED_LOCATIONS} locations on ${LARGE_SEED_SERVER}` : '';
process.stdout.write(`Seed ${values.size} ready in ${dir}${what} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
