/**
 * Starts the browser tests' stacks: one per vitest worker that can run an e2e file, each a fake
 * plant (its own copy of the small seed, virtual printers, customs receiver) and a gateway serving
 * the built web app. Files run side by side, each on the stack of its worker (support/stack.ts),
 * so no two running files share data. The stacks start in the background: the unit files run
 * meanwhile, and an e2e file waits for its own stack (support/setup.ts).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDataDir } from '../packages/fake-services/src/seed/data-dir.js';
import { root, startServices } from '../scripts/processes.js';
import { type E2eStack, stackPorts } from './support/stack-ports.js';

export default async function setup(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'fgss-e2e-'));
  const template = join(runDir, 'seed');
  await seedDataDir(template, 'small');
  const stacks = Array.from({ length: stackCount(project) }, (_, index) => stackPorts(process.env, index));
  const started = stacks.map(async (stack) => {
    const dataDir = join(runDir, `stack-${stack.index}`);
    cpSync(template, dataDir, { recursive: true });
    try {
      return await startServices({
        ...process.env,
        FAKE_PLANT_PORT: String(stack.plantPort),
        FAKE_PLANT_HOST: '127.0.0.1',
        GATEWAY_PORT: String(stack.gatewayPort),
        GATEWAY_HOST: '127.0.0.1',
        FGSS_FAKE_PLANT_URL: stack.plantURL,
        FGSS_DATA_DIR: dataDir,
        FGSS_PRINTER_BASE_PORT: String(stack.printerBasePort),
        FGSS_CUSTOMS_PORT: String(stack.customsPort),
        FGSS_WEB_DIST: process.env.FGSS_WEB_DIST ?? resolve(root, 'packages/web/dist'),
        FGSS_SIGNIN_PER_MINUTE: '1000',
        FGSS_SIGNIN_PER_USER_PER_MINUTE: '1000',
        // The tests read the virtual printers' jobs and drive the customs receiver under /_plant.
        FGSS_PLANT_DEV_ROUTES: 'true',
        LOG_LEVEL: 'warn',
      });
    } catch (e) {
      // The file waiting for this stack reads why it did not come up (support/setup.ts).
      writeFileSync(join(runDir, `stack-${stack.index}.failed`), e instanceof Error ? e.message : String(e));
      return null;
    }
  });
  project.provide('e2eStacks', stacks);
  project.provide('e2eRunDir', runDir);
  return async () => {
    for (const services of await Promise.all(started)) services?.stop();
    // The workers' browsers (their profiles are in here) may still be going down: retry a while.
    rmSync(runDir, { recursive: true, force: true, maxRetries: 10 });
  };
}

/**
 * One stack per worker that may run an e2e file at once (VITEST_POOL_ID counts the workers of
 * the whole run, unit files included), or one when the run has a single e2e file.
 */
function stackCount(project: TestProject): number {
  const e2eFiles = project.vitest.state.getPaths().filter((path) => path.endsWith('.e2e.ts')).length;
  if (e2eFiles === 1) return 1;
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return Math.max(1, Number(workers) || 1);
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStacks: E2eStack[];
    e2eRunDir: string;
  }
}
