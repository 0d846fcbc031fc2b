import type { DomainSeed } from '../domains.js';
import { CATALOGUE_BIG_GRID, CATALOGUE_LARGE, CATALOGUE_SMALL } from '../part-catalogue.js';
import { LARGE_SEED_SERVER } from '../plant-data.js';
import { plantIdsOf } from '../plants.js';
import { seedDocks, seedPartDocks, seedSubAssemblies, seedXrefFieldConfig } from './masters.js';
import { analyzeXref, seedXref, xrefCount } from './xref.js';

/**
 * The parts domain: each plant's XREF (the shared part catalogue) with IHS data for a share of
 * it, the XREF field configuration, docks, part docks and sub-assemblies. The large seed brings
 * the primary plant of the large-seed server to CATALOGUE_LARGE XREF rows, and its second plant
 * to CATALOGUE_BIG_GRID.
 */
export const partsSeed: DomainSeed = {
  name: 'parts',
  small(db, server) {
    const plantIds = plantIdsOf(server);
    seedXrefFieldConfig(db);
    plantIds.forEach((plantId, i) => {
      seedXref(db, plantId, i === 0 ? CATALOGUE_SMALL.primary : CATALOGUE_SMALL.other);
      seedDocks(db, plantId);
      seedSubAssemblies(db, plantId, i === 0 ? 40 : 12);
    });
    seedPartDocks(db, plantIds);
  },
  large(db, server) {
    const [primary, second] = plantIdsOf(server);
    if (server !== LARGE_SEED_SERVER || !primary) return;
    if (second && xrefCount(db, second) < CATALOGUE_BIG_GRID) seedXref(db, second, CATALOGUE_BIG_GRID, true);
    if (xrefCount(db, primary) < CATALOGUE_LARGE) seedXref(db, primary, CATALOGUE_LARGE, true);
    else analyzeXref(db);
  },
};
