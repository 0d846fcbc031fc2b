import { defineConfig } from 'drizzle-kit';

/** One plant database per server; every plant file has this schema. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/plant/index.ts',
  out: './drizzle/plant',
});
