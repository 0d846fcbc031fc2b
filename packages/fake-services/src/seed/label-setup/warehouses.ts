import { asc } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { warehouseAddresses, warehouseDestinations, warehouses } from '../../db/schema/label-setup/index.js';
import { destinationMaster } from '../../db/schema/plant/index.js';
import { serverPlants } from '../plants.js';

/**
 * Every plant of the server has a finished-goods warehouse and the primary plant a cross-dock;
 * each ships to some of the server's destinations and has the plant's street address.
 */
export function seedWarehouses(db: PlantDb, server: string): void {
  const plants = serverPlants[server] ?? [];
  const list = plants.flatMap((p, i) => [
    { code: `${p.plantId}-FG`, name: `${p.plant_nm} finished goods`, plant: p, building: 'Building A' },
    ...(i === 0 ? [{ code: `${p.plantId}-XD`, name: `${p.plant_nm} cross-dock`, plant: p, building: 'Dock 4' }] : []),
  ]);
  if (list.length === 0) return;
  db.insert(warehouses)
    .values(list.map(({ code, name }) => ({ code, name })))
    .run();
  db.insert(warehouseAddresses)
    .values(
      list.map(({ code, plant, building }) => ({
        warehouse: code,
        address: [plant.planT_ADDRESS2, building, plant.planT_ADDRESS3, plant.planT_ADDRESS4]
          .filter(Boolean)
          .join(', '),
      })),
    )
    .run();
  const destinations = db
    .select({ code: destinationMaster.desT_CD })
    .from(destinationMaster)
    .orderBy(asc(destinationMaster.desT_CD))
    .all();
  const pairs = list.flatMap(({ code }, i) =>
    destinations
      .filter((_, d) => d % list.length === i % list.length || d === 0)
      .map((d) => ({ warehouse: code, destination: d.code })),
  );
  if (pairs.length > 0) db.insert(warehouseDestinations).values(pairs).run();
}
