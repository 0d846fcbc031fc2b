import { archiveSources } from '@fgss/contracts';
import type { PlantDb } from '../../db/plant.js';
import { archiveConfig } from '../../db/schema/archive/index.js';
import type { DomainSeed } from '../domains.js';

/** The date column each shipment-tree table is aged on: when it left with its ASN. */
const keyColumns = {
  SHIPMENT: 'SHIP_DATE',
  MASTER_LABEL: 'TRUCK_LOAD_DTM',
  PALLET: 'PALLET_LOAD_DTM',
  BOX: 'BOX_PACK_DTM',
  HARNESS_SERIAL: 'PRINTED_AT',
} as const;

/** Every shipment-tree table keeps a year of history live and five years in its archive. */
function configRows() {
  return Object.entries(archiveSources).map(([source, { archiveTable }]) => ({
    sourceTableName: source,
    archiveTableName: archiveTable,
    archiveDaysMonths: 12,
    removeDaysMonths: 60,
    timePeriod: 'M',
    keyColumn: keyColumns[source as keyof typeof keyColumns],
    archiveServerDb: 'FGSS_ARCHIVE',
    status: 'ACTIVE',
  }));
}

/** Archive Process Configuration of spec 3. */
export const archiveSeed: DomainSeed = {
  name: 'archive',
  small(db: PlantDb) {
    db.insert(archiveConfig).values(configRows()).run();
  },
};
