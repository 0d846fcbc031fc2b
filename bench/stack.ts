import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsx = resolve(root, 'node_modules/.bin/tsx');

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

/** Builds the large seed into `dataDir` (skipped when it is already there). */
export function seedLarge(dataDir: string): void {
  const r = spawnSync(
    tsx,
    [resolve(root, 'packages/fake-services/src/seed/cli.ts'), '--size', 'large', '--dir', dataDir],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error('large seed failed');
}

/** The fake plant and the gateway as separate processes, like a deployment. */
export async function startStack(dataDir: string, plantPort: number, gatewayPort: number) {
  const env = {
    ...process.env,
    FAKE_PLANT_PORT: String(plantPort),
    FAKE_PLANT_HOST: '127.0.0.1',
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_HOST: '127.0.0.1',
    FGSS_FAKE_PLANT_URL: `http://127.0.0.1:${plantPort}`,
    FGSS_DATA_DIR: dataDir,
    FGSS_SEED: 'large',
    FGSS_PRINTER_BASE_PORT: '9800',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
  };
  const children: ChildProcess[] = [];
  for (const [entry, health] of [
    ['packages/fake-services/src/main.ts', `http://127.0.0.1:${plantPort}/healthz`],
    ['packages/gateway/src/main.ts', `http://127.0.0.1:${gatewayPort}/healthz`],
  ] as const) {
    children.push(spawn(tsx, [resolve(root, entry)], { env, stdio: ['ignore', 'ignore', 'inherit'] }));
    await waitFor(health, 300_000);
  }
  return {
    stop: () => {
      for (const c of children) c.kill('SIGTERM');
    },
  };
}
