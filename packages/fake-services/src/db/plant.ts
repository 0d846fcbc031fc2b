import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { registerTransmissionState } from '../customs/ack-state.js';
import { migrationsFolder } from '../paths.js';
import { openDatabase, type SqliteDb } from './open.js';
import * as archiveSchema from './schema/archive/index.js';
import * as customersSchema from './schema/customers/index.js';
import * as customsSchema from './schema/customs/index.js';
import * as historySchema from './schema/history/index.js';
import * as labelSetupSchema from './schema/label-setup/index.js';
import * as mastersASchema from './schema/masters-a/index.js';
import * as mastersCSchema from './schema/masters-c/index.js';
import * as mastersDSchema from './schema/masters-d/index.js';
import * as partRulesSchema from './schema/part-rules/index.js';
import * as partsSchema from './schema/parts/index.js';
import * as perfIndexSchema from './schema/perf-index/index.js';
import * as foundationSchema from './schema/plant/index.js';
import * as printingSchema from './schema/printing/index.js';
import * as rollupSchema from './schema/rollup/index.js';
import * as shippingPlanSchema from './schema/shipping-plan/index.js';

const schema = {
  ...foundationSchema,
  ...customersSchema,
  ...partsSchema,
  ...labelSetupSchema,
  ...partRulesSchema,
  ...historySchema,
  ...printingSchema,
  ...shippingPlanSchema,
  ...customsSchema,
  ...mastersASchema,
  ...rollupSchema,
  ...archiveSchema,
  ...mastersDSchema,
  ...mastersCSchema,
  ...perfIndexSchema,
};

/** One server's plant database. */
export type PlantDb = SqliteDb<typeof schema>;

/**
 * The plant schema in domains, each with its own drizzle-kit folder (drizzle.<domain>.config.ts),
 * applied in this order: a domain may refer to the tables of the domains before it.
 */
const domains = [
  'customers',
  'parts',
  'label-setup',
  'part-rules',
  'history',
  'printing',
  'shipping-plan',
  'customs',
  'masters-a',
  'rollup',
  'archive',
  'masters-d',
  'masters-c',
  'perf-index',
  // Tables made from the plain masters' entities (src/db/schema/generic).
  'generic',
] as const;

export function openPlant(file: string) {
  const opened = openDatabase(file, schema, [
    { migrationsFolder: migrationsFolder('plant') },
    ...domains
      // A domain whose tables are not generated yet has no journal.
      .filter((d) => existsSync(join(migrationsFolder(d), 'meta/_journal.json')))
      .map((d) => ({
        migrationsFolder: migrationsFolder(d),
        migrationsTable: `__drizzle_migrations_${d.replace('-', '_')}`,
      })),
  ]);
  registerTransmissionState(opened.db.$client);
  return opened;
}
