import { join, resolve } from 'node:path';
import { services } from '@fgss/contracts';
import { repoRoot } from './paths.js';
import { startFakePlant } from './plant.js';
import { type SeedSize, seedDataDir } from './seed/data-dir.js';

/**
 * Runs the fake plant as a process; every setting comes from the environment: FAKE_PLANT_PORT
 * (4000), FAKE_PLANT_HOST (0.0.0.0), FGSS_DATA_DIR (<repo>/.data), FGSS_SEED (small | large),
 * FGSS_JWT_SECRET, FGSS_PRINTER_BASE_PORT (9100), FGSS_PRINTER_NETWORKS (CIDRs printers may be on,
 * default loopback and the private ranges), FGSS_PRINTER_TIMEOUT_MS (5000), LOG_LEVEL (info).
 */
const env = process.env;
const seed: SeedSize = env.FGSS_SEED === 'large' ? 'large' : 'small';

const dataDir = resolve(env.FGSS_DATA_DIR ?? join(repoRoot, '.data'));

try {
  // A new data directory gets its seed before the services open it.
  await seedDataDir(dataDir, seed);
  const plant = await startFakePlant({
    port: Number(env.FAKE_PLANT_PORT ?? 4000),
    host: env.FAKE_PLANT_HOST ?? '0.0.0.0',
    dataDir,
    jwtSecret: env.FGSS_JWT_SECRET,
    printerBasePort: Number(env.FGSS_PRINTER_BASE_PORT ?? 9100),
    printerNetworks: env.FGSS_PRINTER_NETWORKS || undefined,
    printerTimeoutMs: env.FGSS_PRINTER_TIMEOUT_MS ? Number(env.FGSS_PRINTER_TIMEOUT_MS) : undefined,
    logger: true,
    logLevel: env.LOG_LEVEL ?? 'info',
  });
  plant.app.log.info({ services: services.map((s) => `${plant.url}/${s}`) }, 'fake plant ready');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      plant.app.log.info({ signal }, 'fake plant stopping');
      void plant.close().then(() => process.exit(0));
    });
  }
} catch (err) {
  process.stderr.write(`fake plant failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
