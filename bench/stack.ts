import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { root, startServices } from '../scripts/processes.js';

/** Builds the large seed into `dataDir`. */
export function seedLarge(dataDir: string): void {
  const cli = resolve(root, 'packages/fake-services/src/seed/cli.ts');
  const r = spawnSync(resolve(root, 'node_modules/.bin/tsx'), [cli, '--size', 'large', '--dir', dataDir], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('large seed failed');
}

/** The fake plant and the gateway as separate processes, like a deployment, on the large seed. */
export function startStack(dataDir: string, plantPort: number, gatewayPort: number, printerPort: number) {
  return startServices({
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
  });
}
