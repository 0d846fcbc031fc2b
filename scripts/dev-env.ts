import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * The environment `pnpm start` runs the fake plant and the gateway with: the settings given, and
 * the development defaults for the rest. No proxy is trusted: on this machine the gateway and any
 * other local program both call from loopback, so an X-Forwarded-For from there could be forged
 * per try to escape the sign-in throttle. Set FAKE_PLANT_TRUST_PROXY to the gateway's own address
 * when it has one of its own.
 */
export function devEnv(given: NodeJS.ProcessEnv) {
  const plantPort = given.FAKE_PLANT_PORT ?? '4000';
  return {
    ...given,
    FAKE_PLANT_PORT: plantPort,
    GATEWAY_PORT: given.GATEWAY_PORT ?? '3000',
    FGSS_FAKE_PLANT_URL: given.FGSS_FAKE_PLANT_URL ?? `http://127.0.0.1:${plantPort}`,
    FGSS_DATA_DIR: given.FGSS_DATA_DIR ?? resolve(root, '.data'),
    FGSS_WEB_DIST: given.FGSS_WEB_DIST ?? resolve(root, 'packages/web/dist'),
    // The demo's printer jobs and mail outbox; a deployment (compose) leaves them off.
    FGSS_PLANT_DEV_ROUTES: given.FGSS_PLANT_DEV_ROUTES ?? 'true',
    // A plant archives its old history nightly (the tests and the bench run the job themselves).
    FGSS_ARCHIVE_DAILY: given.FGSS_ARCHIVE_DAILY ?? 'true',
  };
}
