import type { PlantDb } from '../../db/plant.js';
import type { DomainSeed } from '../domains.js';
import { serverPlants } from '../plants.js';
import { seedLabelFormats } from './label-formats.js';
import { seedPrinterOptions, seedPrinters } from './printers.js';
import { seedWarehouses } from './warehouses.js';

/** Printers of every type and their lists, box and harness label formats, warehouses. */
export const labelSetupSeed: DomainSeed = {
  name: 'label-setup',
  small(db: PlantDb, server: string) {
    db.$client.transaction(() => {
      seedPrinterOptions(db);
      seedPrinters(db, server, Object.keys(serverPlants).indexOf(server));
      seedLabelFormats(db);
      seedWarehouses(db, server);
    })();
  },
};
