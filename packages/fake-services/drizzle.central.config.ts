import { defineConfig } from 'drizzle-kit';

/** The central database: users, servers, domains, groups and their grants. */
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/central.ts',
  out: './drizzle/central',
});
