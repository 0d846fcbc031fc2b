import type { PlantDb } from '../../db/plant.js';
import { customers } from '../../db/schema/customers/index.js';
import type { DomainSeed } from '../domains.js';
import { customers as catalogueCustomers } from '../part-catalogue.js';

/** The customers of the part catalogue every seed shares; a top-up adds the ones missing. */
function seedCustomers(db: PlantDb): void {
  db.insert(customers)
    .values(catalogueCustomers.map((c) => ({ id: c.id, custGroup: c.group })))
    .onConflictDoNothing()
    .run();
}

export const customersSeed: DomainSeed = { name: 'customers', small: seedCustomers, large: seedCustomers };
