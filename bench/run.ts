/**
 * Benchmarks (`npx -y pnpm@10 bench [suite ...]`): starts the fake plant and the gateway as
 * separate processes on the large seed (built into .data/bench on first run) and runs each suite
 * of bench/suites/, or only the named ones. Ports: BENCH_PLANT_PORT, BENCH_GATEWAY_PORT,
 * BENCH_PRINTER_PORT; data: FGSS_BENCH_DIR.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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
  // A suite's helpers may sit beside it (fair-use-streams.ts): only a default export is a suite.
  const suite = ((await import(pathToFileURL(resolve(folder, file)).href)) as { default?: BenchSuite }).default;
  if (suite) all.push(suite);
}
const wanted = process.argv.slice(2);
const suites = wanted.length ? all.filter((s) => wanted.includes(s.name)) : all;
if (suites.length === 0)
  throw new Error(`No suite named ${wanted.join(', ')}; there are ${all.map((s) => s.name).join(', ')}`);

// Builds the large seed on first run and tops up what later domains added (idempotent).
mkdirSync(dataDir, { recursive: true });
seedLarge(dataDir);
for (const suite of suites) suite.prepare?.();
const stack = await startStack(dataDir, plantPort, gatewayPort, printerPort);
try {
  const plant = `http://127.0.0.1:${plantPort}`;
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const signIn = await fetch(`${plant}/auth/authentication/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Fgss.2026!', servername: 'FGSSMX01', domain: 'NODOMAIN' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  for (const suite of suites) {
    process.stdout.write(`\n== ${suite.name} ==\n`);
    await suite.run({
      plant,
      gateway,
      token,
      dataDir,
      out: (line) => process.stdout.write(`${line.replace(/\n$/, '')}\n`),
    });
  }
} finally {
  stack.stop();
}
