import type { PlantDb } from '../db/plant.js';
import { plants } from '../db/schema/parts/plants.js';
import type { DomainSeed } from './domains.js';

type Plant = typeof plants.$inferInsert;

const address = (street: string, city: string, country: string) => ({
  planT_ADDRESS1: 'Sumitomo Electric Wiring Systems',
  planT_ADDRESS2: street,
  planT_ADDRESS3: city,
  planT_ADDRESS4: country,
});

/** The plants of each server; the first is the server's primary (active) plant. */
export const serverPlants: Record<string, Plant[]> = {
  FGSSMX01: [
    {
      plantId: 'JRZ1',
      identifier: 'SJ1',
      plant_nm: 'Juarez Plant 1 - Final Assembly',
      ...address('Av. Tecnologico 1550', 'Ciudad Juarez, CHIH 32470', 'Mexico'),
      made_in: 'MEXICO',
      printed_in: 'MEXICO',
    },
    {
      plantId: 'JRZ2',
      identifier: 'SJ2',
      plant_nm: 'Juarez Plant 2 - Sub-assembly',
      ...address('Blvd. Independencia 9000', 'Ciudad Juarez, CHIH 32575', 'Mexico'),
      made_in: 'MEXICO',
      printed_in: 'MEXICO',
    },
    {
      plantId: 'JRZ3',
      identifier: 'SJ3',
      plant_nm: 'Juarez Plant 3 - Service Parts',
      ...address('Calle Henequen 1200', 'Ciudad Juarez, CHIH 32695', 'Mexico'),
      made_in: 'MEXICO',
      printed_in: 'MEXICO',
    },
  ],
  FGSSUS01: [
    {
      plantId: 'ELP1',
      identifier: 'SE1',
      plant_nm: 'El Paso Distribution Center',
      ...address('12300 Pellicano Dr', 'El Paso, TX 79928', 'USA'),
      made_in: 'MEXICO',
      printed_in: 'USA',
    },
    {
      plantId: 'ELP2',
      identifier: 'SE2',
      plant_nm: 'El Paso Returns Center',
      ...address('1480 Joe Battle Blvd', 'El Paso, TX 79936', 'USA'),
      made_in: 'MEXICO',
      printed_in: 'USA',
    },
  ],
  FGSSMX02: [
    {
      plantId: 'CUU1',
      identifier: 'SC1',
      plant_nm: 'Chihuahua Plant 1',
      ...address('Av. Homero 350', 'Chihuahua, CHIH 31109', 'Mexico'),
      made_in: 'MEXICO',
      printed_in: 'MEXICO',
    },
  ],
  FGSSCENTRAL: [
    {
      plantId: 'CEN1',
      identifier: 'SC0',
      plant_nm: 'Central Consolidation',
      ...address('3000 Town Center', 'Southfield, MI 48075', 'USA'),
      made_in: 'USA',
      printed_in: 'USA',
    },
  ],
};

/** The plant ids of a server, primary first (other domains seed per plant). */
export const plantIdsOf = (server: string): string[] => (serverPlants[server] ?? []).map((p) => p.plantId);

export const plantsSeed: DomainSeed = {
  name: 'plants',
  small(db: PlantDb, server: string) {
    const rows = serverPlants[server] ?? [];
    if (rows.length)
      db.insert(plants)
        .values(rows.map((p, i) => ({ ...p, primary_plant: i === 0 })))
        .run();
  },
};
