import type { PlantDb } from '../../db/plant.js';
import { epbParts } from '../../db/schema/epb/index.js';
import type { DomainSeed } from '../domains.js';
import { cataloguePart } from '../part-catalogue.js';
import { serverPlants } from '../plants.js';

/** Catalogue parts (by index) on each plant's EPB list, with the floor's remark; the primary plant has more. */
const listed: [number, string | null][] = [
  [3, 'CHECK CONNECTOR LOCK BEFORE PACKING'],
  [7, 'CUSTOMER AUDIT PART'],
  [12, null],
  [18, 'LABEL WITH PRODUCTION LOT'],
  [25, 'NEW MODEL LAUNCH - FIRST 30 DAYS'],
  [31, null],
  [44, 'SHIP IN RETURNABLE CONTAINER'],
];

/** The EPB lists of the server's plants: the primary plant's whole list, the others a few rows. */
function epbRows(server: string) {
  return (serverPlants[server] ?? []).flatMap(({ plantId }, p) =>
    listed.slice(0, p === 0 ? listed.length : 3).map(([i, remarks]) => {
      const part = cataloguePart(plantId, i);
      return {
        plantId,
        shortPartNo: part.shortPartNo,
        sewsPartNo: part.sewsPartNo,
        sewsDesignLevel: part.sewsDesignLevel,
        customerId: part.customerId,
        remarks,
      };
    }),
  );
}

/** EPB Master of spec 3 (the other masters of the epb schema come with their screens). */
export const epbSeed: DomainSeed = {
  name: 'epb',
  small(db: PlantDb, server: string) {
    const rows = epbRows(server);
    if (rows.length > 0) db.insert(epbParts).values(rows).run();
  },
};
