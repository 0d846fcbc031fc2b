/**
 * Starts the whole fake plant: the fake services (with the virtual printers) and the gateway,
 * which serves the built web app. Each runs as its own process, as the real deployment would.
 * Ports and paths come from the environment (see README).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const plantPort = Number(process.env.FAKE_PLANT_PORT ?? 4000);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 3000);
const env = {
  ...process.env,
  FAKE_PLANT_PORT: String(plantPort),
  GATEWAY_PORT: String(gatewayPort),
  FGSS_FAKE_PLANT_URL: process.env.FGSS_FAKE_PLANT_URL ?? `http://127.0.0.1:${plantPort}`,
  FGSS_DATA_DIR: process.env.FGSS_DATA_DIR ?? resolve(root, '.data'),
  FGSS_WEB_DIST: process.env.FGSS_WEB_DIST ?? resolve(root, 'packages/web/dist'),
};
const tsx = resolve(root, 'node_modules/.bin/tsx');
const children: ChildProcess[] = [];

function run(name: string, entry: string): ChildProcess {
  const child = spawn(tsx, [resolve(root, entry)], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${name} stopped (${signal ?? code}); stopping everything\n`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}

let stopping = false;
function stop(code: number): void {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('fake plant', 'packages/fake-services/src/main.ts');
await waitFor(`http://127.0.0.1:${plantPort}/healthz`, 300_000);
run('gateway', 'packages/gateway/src/main.ts');
await waitFor(`http://127.0.0.1:${gatewayPort}/healthz`, 60_000);
process.stdout.write(
  `\nFGSS web is up: http://localhost:${gatewayPort}  (fake plant services: http://localhost:${plantPort})\n` +
    'Sign in as admin, planner or viewer with password Fgss.2026! on server FGSSMX01 or FGSSUS01 (Ctrl+C stops).\n\n',
);
