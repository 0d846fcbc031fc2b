/**
 * Starts the whole stack once for the browser tests: fake plant (fresh temp data, small seed,
 * virtual printers) and gateway serving the built web app, on their own ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { root, startServices } from '../scripts/processes.js';

export default async function setup(project: TestProject) {
  const plantPort = process.env.E2E_PLANT_PORT ?? '4900';
  const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '3900';
  const dataDir = mkdtempSync(join(tmpdir(), 'fgss-e2e-'));
  const services = await startServices({
    ...process.env,
    FAKE_PLANT_PORT: plantPort,
    FAKE_PLANT_HOST: '127.0.0.1',
    GATEWAY_PORT: gatewayPort,
    GATEWAY_HOST: '127.0.0.1',
    FGSS_FAKE_PLANT_URL: `http://127.0.0.1:${plantPort}`,
    FGSS_DATA_DIR: dataDir,
    FGSS_PRINTER_BASE_PORT: process.env.E2E_PRINTER_BASE_PORT ?? '9700',
    // The fake customs receiver; by default any free port (the tests reach it through /_plant/customs).
    FGSS_CUSTOMS_PORT: process.env.E2E_CUSTOMS_PORT ?? '0',
    FGSS_WEB_DIST: process.env.FGSS_WEB_DIST ?? resolve(root, 'packages/web/dist'),
    FGSS_SIGNIN_PER_MINUTE: '1000',
    FGSS_SIGNIN_PER_USER_PER_MINUTE: '1000',
    // The tests read the virtual printers' jobs and drive the customs receiver under /_plant.
    FGSS_PLANT_DEV_ROUTES: 'true',
    LOG_LEVEL: 'warn',
  });
  project.provide('baseURL', `http://127.0.0.1:${gatewayPort}`);
  project.provide('plantURL', `http://127.0.0.1:${plantPort}`);
  return () => {
    services.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    plantURL: string;
  }
}
