import { join, resolve } from 'node:path';
import { jwtSecretFrom, metricsTokenFrom, SettingsCheck, stopGraceMs } from '@fgss/contracts';
import { DEFAULT_SIGN_IN_LIMITS } from './auth/throttle.js';
import { repoRoot } from './paths.js';
import type { FakePlantOptions } from './plant.js';
import type { SeedSize } from './seed/data-dir.js';

/**
 * The fake plant process's settings from the environment: FAKE_PLANT_PORT (4000),
 * FAKE_PLANT_HOST (127.0.0.1: only this machine reaches it), FAKE_PLANT_TRUST_PROXY (none),
 * FGSS_PLANT_DEV_ROUTES (/_plant only when 'true'), FGSS_DATA_DIR (<repo>/.data), FGSS_SEED
 * (small | large), FGSS_JWT_SECRET (required in production), FGSS_SIGNIN_PER_MINUTE (20),
 * FGSS_SIGNIN_PER_USER_PER_MINUTE (10), FGSS_PRINTER_BASE_PORT (9100), FGSS_PRINTER_NETWORKS (CIDRs
 * printers may be on, default loopback and the private ranges), FGSS_PRINTER_TIMEOUT_MS (5000),
 * FGSS_PRINT_CONFIRM_MS (1500: how long a print waits for the printer's counter to confirm it),
 * FGSS_PRINTER_WATCH_MS (1000: how often Print Center asks each printer while someone follows it,
 * and jobs still printing are checked after their reply),
 * FGSS_CUSTOMS_PORT (9500, the fake customs receiver), FGSS_CUSTOMS_URL (another customs gateway
 * instead), FGSS_CUSTOMS_TIMEOUT_MS (60000), FGSS_ASN_ACK_OVERDUE_MINUTES (60: a transmission
 * without the partner's 997 for longer is overdue), FGSS_ARCHIVE_DAILY (the daily archive job only when
 * 'true'), FGSS_METRICS_TOKEN (bearer token /metrics asks for; without it /metrics is open in development and
 * off in production), LOG_LEVEL (info),
 * FGSS_RENDER_WORKERS (threads drawing and scanning labels, default every core but one) and
 * FGSS_RENDER_QUEUE (label tasks that may wait for them, default 4 per worker).
 */
export const seedSizeFrom = (env: NodeJS.ProcessEnv): SeedSize => (env.FGSS_SEED === 'large' ? 'large' : 'small');

/**
 * The plant's options and its stop grace (FGSS_STOP_GRACE_MS); every wrong or missing setting is
 * named in the one error it throws.
 */
export function plantOptionsFrom(env: NodeJS.ProcessEnv): FakePlantOptions & { stopGraceMs: number } {
  const check = new SettingsCheck(env);
  const optional = (name: string) => (env[name] ? check.positive(name, 1) : undefined);
  const options = {
    port: check.port('FAKE_PLANT_PORT', 4000, { anyFree: true }),
    host: env.FAKE_PLANT_HOST || '127.0.0.1',
    trustProxy: env.FAKE_PLANT_TRUST_PROXY || false,
    devRoutes: env.FGSS_PLANT_DEV_ROUTES === 'true',
    dataDir: resolve(env.FGSS_DATA_DIR ?? join(repoRoot, '.data')),
    jwtSecret: check.take(() => jwtSecretFrom(env, (message) => process.stderr.write(`${message}\n`)), ''),
    signInLimits: {
      perAddress: check.positive('FGSS_SIGNIN_PER_MINUTE', DEFAULT_SIGN_IN_LIMITS.perAddress),
      perUser: check.positive('FGSS_SIGNIN_PER_USER_PER_MINUTE', DEFAULT_SIGN_IN_LIMITS.perUser),
    },
    printerBasePort: check.port('FGSS_PRINTER_BASE_PORT', 9100, { anyFree: true }),
    printerNetworks: env.FGSS_PRINTER_NETWORKS || undefined,
    renderWorkers: optional('FGSS_RENDER_WORKERS'),
    renderQueue: optional('FGSS_RENDER_QUEUE'),
    printerTimeoutMs: optional('FGSS_PRINTER_TIMEOUT_MS'),
    printConfirmMs: optional('FGSS_PRINT_CONFIRM_MS'),
    printerWatchMs: optional('FGSS_PRINTER_WATCH_MS'),
    customsPort: check.port('FGSS_CUSTOMS_PORT', 9500, { anyFree: true }),
    customsUrl: env.FGSS_CUSTOMS_URL || undefined,
    customsTimeoutMs: optional('FGSS_CUSTOMS_TIMEOUT_MS'),
    ackOverdueMinutes: optional('FGSS_ASN_ACK_OVERDUE_MINUTES'),
    archiveDaily: env.FGSS_ARCHIVE_DAILY === 'true',
    metricsToken: metricsTokenFrom(env),
    logger: true,
    logLevel: env.LOG_LEVEL ?? 'info',
    stopGraceMs: check.take(() => stopGraceMs(env), 0),
  };
  check.done('fake plant');
  return options;
}
