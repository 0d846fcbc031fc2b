/**
 * Starts the whole stack once for the browser tests: fake plant (fresh temp data, small seed,
 * virtual printers) and gateway serving the built web app, on their own ports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = resolve(import.meta.dirname, '..');

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

export default async function setup(project: TestProject) {
  const plantPort = Number(process.env.E2E_PLANT_PORT ?? 4900);
  const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 3900);
  const dataDir = mkdtempSync(join(tmpdir(), 'fgss-e2e-'));
  const env = {
    ...process.env,
    FAKE_PLANT_PORT: String(plantPort),
    FAKE_PLANT_HOST: '127.0.0.1',
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_HOST: '127.0.0.1',
    FGSS_FAKE_PLANT_URL: `http://127.0.0.1:${plantPort}`,
    FGSS_DATA_DIR: dataDir,
    FGSS_PRINTER_BASE_PORT: String(Number(process.env.E2E_PRINTER_BASE_PORT ?? 9700)),
    FGSS_WEB_DIST: resolve(root, 'packages/web/dist'),
    FGSS_SIGNIN_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
  };
  const tsx = resolve(root, 'node_modules/.bin/tsx');
  const children: ChildProcess[] = [];
  const start = (entry: string) => {
    const child = spawn(tsx, [resolve(root, entry)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(child);
  };
  start('packages/fake-services/src/main.ts');
  await waitFor(`http://127.0.0.1:${plantPort}/healthz`, 120_000);
  start('packages/gateway/src/main.ts');
  await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, 60_000);
  project.provide('baseURL', `http://127.0.0.1:${gatewayPort}`);
  project.provide('plantURL', `http://127.0.0.1:${plantPort}`);
  return () => {
    for (const c of children) c.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    plantURL: string;
  }
}
