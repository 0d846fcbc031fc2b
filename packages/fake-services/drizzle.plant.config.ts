import { defineConfig } from 'drizzle-kit';

/**
 * One plant database per server; every plant file has this schema: one folder per concept under
 * src/db/schema (all but central.ts), one migration history in drizzle/plant.
 */
export default defineConfig({
  dialect: 'sqlite',
  schema: ['./src/db/schema/*/index.ts'],
  out: './drizzle/plant',
});
