/**
 * Starts the whole fake plant: the fake services (with the virtual printers) and the gateway,
 * which serves the built web app. Ports and paths come from the environment (see README).
 */
import { resolve } from 'node:path';
import { root, startServices } from './processes.js';

const plantPort = process.env.FAKE_PLANT_PORT ?? '4000';
const gatewayPort = process.env.GATEWAY_PORT ?? '3000';
const env = {
  ...process.env,
  FAKE_PLANT_PORT: plantPort,
  GATEWAY_PORT: gatewayPort,
  FGSS_FAKE_PLANT_URL: process.env.FGSS_FAKE_PLANT_URL ?? `http://127.0.0.1:${plantPort}`,
  FGSS_DATA_DIR: process.env.FGSS_DATA_DIR ?? resolve(root, '.data'),
  FGSS_WEB_DIST: process.env.FGSS_WEB_DIST ?? resolve(root, 'packages/web/dist'),
  // The demo's printer jobs and mail outbox; a deployment (compose) leaves them off.
  FGSS_PLANT_DEV_ROUTES: process.env.FGSS_PLANT_DEV_ROUTES ?? 'true',
  // A plant archives its old history nightly (the tests and the bench run the job themselves).
  FGSS_ARCHIVE_DAILY: process.env.FGSS_ARCHIVE_DAILY ?? 'true',
  // The gateway on this machine passes the client's address on to the plant's throttle.
  FAKE_PLANT_TRUST_PROXY: process.env.FAKE_PLANT_TRUST_PROXY ?? '127.0.0.1',
};

const services = await startServices(env, {
  output: 'inherit',
  onExit: (name, code) => {
    process.stderr.write(`${name} stopped (${code}); stopping everything\n`);
    process.exit(1);
  },
});
const stop = () => {
  services.stop();
  setTimeout(() => process.exit(0), 300).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.stdout.write(
  `\nFGSS web is up: http://localhost:${gatewayPort}  (fake plant services: http://localhost:${plantPort})\n` +
    'Sign in as admin, planner or viewer with password Fgss.2026! on server FGSSMX01 or FGSSUS01 (Ctrl+C stops).\n\n',
);
