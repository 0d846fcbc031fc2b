import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDataDir } from '../seed/data-dir.js';
import type { Provided } from './provided.js';

/**
 * The unit project's global setup: seeds the small seed once into a template directory that
 * every suite copies (test/small-seed.ts), and fixes the day the tests run on (test/clock.ts)
 * to the day of that seed, so a run that crosses midnight still agrees with its data.
 */
export default async function setup(project: TestProject) {
  const today = new Date();
  today.setHours(12, 0, 0, 0);
  const dir = mkdtempSync(join(tmpdir(), 'fgss-small-seed-'));
  // Seeded at that noon too: a password's days to expiry then read the same all day.
  await seedDataDir(dir, 'small', today);
  const values: Provided = { smallSeedDir: dir, testNoon: today.toISOString() };
  for (const [key, value] of Object.entries(values)) project.provide(key as never, value as never);
  return () => rmSync(dir, { recursive: true, force: true });
}
