/**
 * Benchmarks (`npx -y pnpm@10 bench [suite ...] [--save FILE] [--compare FILE]`): starts the fake
 * plant and the gateway as separate processes on the large seed (built into .data/bench on first
 * run) and runs each suite of bench/suites/, or only the named ones. Ends with every figure beside
 * its goal; `--save` writes them as JSON, `--compare` sets each beside a saved run's (one line a
 * figure, a regression marked WORSE). Ports: BENCH_PLANT_PORT, BENCH_GATEWAY_PORT,
 * BENCH_PRINTER_PORT; data: FGSS_BENCH_DIR.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signIn } from './calls.js';
import { type Figure, figureLines, readRun, saveRun } from './figures.js';
import { seedLarge, startStack } from './stack.js';
import type { BenchSuite } from './suite.js';

const dataDir = resolve(process.env.FGSS_BENCH_DIR ?? resolve(import.meta.dirname, '../.data/bench'));
const plantPort = Number(process.env.BENCH_PLANT_PORT ?? 4950);
const gatewayPort = Number(process.env.BENCH_GATEWAY_PORT ?? 3950);
const printerPort = Number(process.env.BENCH_PRINTER_PORT ?? 9800);

const folder = resolve(import.meta.dirname, 'suites');
const all: BenchSuite[] = [];
for (const file of readdirSync(folder)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  // A file without a default export is a suite's helper (fair-use-checks.ts), not a suite.
  const suite = ((await import(pathToFileURL(resolve(folder, file)).href)) as { default?: BenchSuite }).default;
  if (suite) all.push(suite);
}
const args = process.argv.slice(2);
/** The value after `--name`, taken out of the arguments. */
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a file name`);
  args.splice(at, 2);
  return resolve(value);
};
const saveTo = option('--save');
const compareFile = option('--compare');
// Read first: a missing or broken file should fail before the long run, not after it.
const saved = compareFile ? readRun(compareFile) : undefined;
const wanted = args;
const suites = wanted.length ? all.filter((s) => wanted.includes(s.name)) : all;
if (suites.length === 0)
  throw new Error(`No suite named ${wanted.join(', ')}; there are ${all.map((s) => s.name).join(', ')}`);

// Builds the large seed on first run and tops up what later domains added (idempotent).
mkdirSync(dataDir, { recursive: true });
seedLarge(dataDir);
for (const suite of suites) suite.prepare?.();
const figures: Record<string, Figure> = {};
const stack = await startStack(dataDir, plantPort, gatewayPort, printerPort);
try {
  const plant = `http://127.0.0.1:${plantPort}`;
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const token = await signIn(plant, 'admin');
  for (const suite of suites) {
    process.stdout.write(`\n== ${suite.name} ==\n`);
    await suite.run({
      plant,
      gateway,
      token,
      dataDir,
      out: (line) => process.stdout.write(`${line.replace(/\n$/, '')}\n`),
      figure: (name, value, unit, goal) => {
        figures[`${suite.name}: ${name}`] = { value, unit, goal };
      },
    });
  }
} finally {
  stack.stop();
}

const load = loadavg().map((l) => l.toFixed(2));
process.stdout.write(`\n== figures (load ${load.join(' ')}) ==\n`);
if (saved) process.stdout.write(`beside ${compareFile} (${saved.at}, load ${saved.load.join(' ')})\n`);
for (const line of figureLines(figures, saved)) process.stdout.write(`${line}\n`);
if (saveTo) {
  saveRun(saveTo, figures);
  process.stdout.write(`saved to ${saveTo}\n`);
}
