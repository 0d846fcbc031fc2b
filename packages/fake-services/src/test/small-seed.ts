import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { provided } from './provided.js';

/**
 * A fresh copy of the small seed for one test: the unit project's global setup
 * (test/global-setup.ts) seeds a template data directory once per run, and each suite copies its
 * files instead of seeding again. Returns the directory (a new temporary one unless given).
 */
export function copySmallSeed(dir = mkdtempSync(join(tmpdir(), 'fgss-test-plant-'))): string {
  const template = provided('smallSeedDir');
  if (!template) throw new Error('No seeded template: run the tests through the unit project (vitest.config.ts)');
  cpSync(template, dir, { recursive: true });
  return dir;
}
