import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { bundledEntry } from '../packages/fake-services/src/service-bundle.js';
import { GATEWAY_NODE_FLAGS, root, startServices, waitFor } from '../scripts/processes.js';
import { dataDirSecret } from '../scripts/secret.js';

/** Builds the large seed into `dataDir`. */
export function seedLarge(dataDir: string): void {
  const cli = resolve(root, 'packages/fake-services/src/seed/cli.ts');
  const r = spawnSync(resolve(root, 'node_modules/.bin/tsx'), [cli, '--size', 'large', '--dir', dataDir], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('large seed failed');
}

/** The settings of the bench's processes: the plant at `plantPort`, a gateway at `gatewayPort`. */
function benchEnv(dataDir: string, plantPort: number, gatewayPort: number, printerPort: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    FAKE_PLANT_PORT: String(plantPort),
    FAKE_PLANT_HOST: '127.0.0.1',
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_HOST: '127.0.0.1',
    FGSS_FAKE_PLANT_URL: `http://127.0.0.1:${plantPort}`,
    FGSS_DATA_DIR: dataDir,
    FGSS_SEED: 'large',
    FGSS_PRINTER_BASE_PORT: String(printerPort),
    // The fake customs receiver on any free port, out of other runs' way.
    FGSS_CUSTOMS_PORT: '0',
    // The print suite reads the virtual printers' jobs under /_plant.
    FGSS_PLANT_DEV_ROUTES: 'true',
    // The suites sign the planner in more often than a person would (the sign-in throttles of the
    // gateway and the plant allow 10 a minute per user): a bench is not a password guesser.
    FGSS_SIGNIN_PER_MINUTE: '10000',
    FGSS_SIGNIN_PER_USER_PER_MINUTE: '10000',
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
  };
}

/** The fake plant and the gateway as separate processes, like a deployment, on the large seed. */
export function startStack(dataDir: string, plantPort: number, gatewayPort: number, printerPort: number) {
  return startServices(benchEnv(dataDir, plantPort, gatewayPort, printerPort));
}

/**
 * One more gateway instance in front of the running plant, as the stack starts its own, with
 * `env` added (FGSS_REDIS_URL for replicas that share the sign-in counters).
 */
export async function startGateway(dataDir: string, plant: string, port: number, env: NodeJS.ProcessEnv = {}) {
  const entry = await bundledEntry(resolve(root, 'packages/gateway/src/main.ts'));
  const child: ChildProcess = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, entry], {
    cwd: root,
    env: {
      ...benchEnv(dataDir, Number(new URL(plant).port), port, 0),
      FGSS_JWT_SECRET: dataDirSecret(dataDir),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000);
  } catch (e) {
    child.kill('SIGTERM');
    throw e;
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid as number, stop: () => stopChild(child) };
}

/** Sends SIGTERM and settles once the process has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
