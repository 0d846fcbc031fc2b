import { services } from '@fgss/contracts';
import { startFakePlant } from './plant.js';
import { seedDataDir } from './seed/data-dir.js';
import { plantOptionsFrom, seedSizeFrom } from './settings.js';

/** Runs the fake plant as a process; every setting comes from the environment (settings.ts). */
try {
  const { stopGraceMs: graceMs, ...options } = plantOptionsFrom(process.env);
  // A new data directory gets its seed before the services open it.
  await seedDataDir(options.dataDir, seedSizeFrom(process.env));
  const plant = await startFakePlant(options);
  plant.app.log.info({ services: services.map((s) => `${plant.url}/${s}`) }, 'fake plant ready');
  // A parent that started it with an IPC channel (plant-process.ts) learns its address here.
  process.send?.({ ready: plant.url }, () => process.disconnect());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      plant.app.log.info({ signal, graceMs }, 'fake plant stopping');
      await plant.stop(graceMs);
      process.exit(0);
    });
  }
} catch (err) {
  process.stderr.write(`fake plant failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
