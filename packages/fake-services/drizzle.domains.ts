/**
 * Each plant domain has its own schema folder and migration folder (see src/db/domains.ts), so
 * the masters, printing and history tables are generated and applied independently, in order.
 */
export function domainConfig(domain: string) {
  return {
    dialect: 'sqlite' as const,
    schema: `./src/db/schema/${domain}/*.ts`,
    out: `./drizzle/${domain}`,
    migrations: { table: `__drizzle_migrations_${domain.replace('-', '_')}` },
  };
}
