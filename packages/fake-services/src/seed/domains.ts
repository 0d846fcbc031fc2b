import type { PlantDb } from '../db/plant.js';
import { adminMastersSeed } from './admin-masters/index.js';
import { archiveSeed } from './archive/index.js';
import { barcodeMastersSeed } from './barcode-masters/index.js';
import { customersSeed } from './customers/index.js';
import { epbSeed } from './epb/index.js';
import { historySeed } from './history/index.js';
import { labelSetupSeed } from './label-setup/index.js';
import { partRulesSeed } from './part-rules/index.js';
import { partsSeed } from './parts/index.js';
import { plantsSeed } from './plants.js';
import { printingSeed } from './printing/index.js';

/**
 * The seed of one plant domain (see db/plant.ts). `small` runs once when a server's database is
 * created, after the foundation seed and the domains before it; `large` tops the large-seed
 * server up to the large figures and must be idempotent (the seed CLI runs it on existing data).
 */
export interface DomainSeed {
  name: string;
  small(db: PlantDb, server: string): void;
  large?(db: PlantDb, server: string): void;
}

/** In the order of db/plant.ts's domains. */
export const domainSeeds: DomainSeed[] = [
  plantsSeed,
  customersSeed,
  partsSeed,
  labelSetupSeed,
  partRulesSeed,
  historySeed,
  printingSeed,
  adminMastersSeed,
  archiveSeed,
  epbSeed,
  barcodeMastersSeed,
];
