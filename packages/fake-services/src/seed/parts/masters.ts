import { xrefFieldNames } from '@fgss/contracts';
import type { PlantDb } from '../../db/plant.js';
import * as t from '../../db/schema/parts/index.js';
import { productLabels, subAssemblyTypes } from '../../lookups/tables.js';
import { cataloguePart } from '../part-catalogue.js';

/** Imports update the descriptive fields and the checks; the mix rule applies to the part identity. */
export function seedXrefFieldConfig(db: PlantDb): void {
  const identity = ['SEWS_PART_NO', 'SHORT_PART_NO', 'SEWS_DESIGN_LEVEL'];
  db.insert(t.xrefFieldConfig)
    .values(
      xrefFieldNames.map((field) => ({
        xreF_FIELD: field,
        upD_IN_XREF: !identity.includes(field),
        miX_RULE: identity.includes(field),
        upD_IN_PIC: identity.includes(field) || field === 'LOCATION_CD',
      })),
    )
    .run();
}

const operators = ['M. HERNANDEZ', 'J. LOPEZ', 'A. RAMIREZ', 'L. GARCIA'];
const carriers = ['UPS FREIGHT', 'ESTES EXPRESS', 'TRANSP CASTORES', 'OLD DOMINION'];

/** Eight docks per plant; a few open with a truck at them. */
export function seedDocks(db: PlantDb, plantId: string): void {
  db.insert(t.docks)
    .values(
      Array.from({ length: 8 }, (_, i) => {
        const open = i % 3 === 0;
        const day = `2026-0${1 + (i % 6)}-${String(10 + i).padStart(2, '0')}`;
        return {
          plantid: plantId,
          dockName: `DOCK ${String(i + 1).padStart(2, '0')}`,
          truckInfo: open ? `${carriers[i % carriers.length]} TRK-${4100 + i * 7}` : null,
          openDateTime: open ? `${day} 06:${String(15 + i).padStart(2, '0')}` : null,
          openedBy: open ? (operators[i % operators.length] ?? null) : null,
          lastActionOn: `${day} 14:${String(20 + i).padStart(2, '0')}`,
          status: open ? 'OPEN' : 'CLOSED',
        };
      }),
    )
    .run();
}

/**
 * Part docks: the parts of a server's second plant dock into parts of its first (primary) plant;
 * a one-plant server docks parts into other parts of the same plant.
 */
export function seedPartDocks(db: PlantDb, plantIds: string[]): void {
  const [parentPlant, childPlant = parentPlant] = plantIds;
  if (!parentPlant || !childPlant) return;
  const offset = childPlant === parentPlant ? 100 : 0;
  db.insert(t.partDocks)
    .values(
      Array.from({ length: 20 }, (_, i) => {
        const own = cataloguePart(childPlant, i);
        const parent = cataloguePart(parentPlant, i + offset);
        return {
          plantid: childPlant,
          sewsShortPartNo: own.shortPartNo,
          sewsPartNo: own.sewsPartNo,
          sewsDesignLevel: own.sewsDesignLevel,
          parentPlantId: parentPlant,
          parentShortPartNo: parent.shortPartNo,
          parentSewsPartNo: parent.sewsPartNo,
          parentSewsDesignLevel: parent.sewsDesignLevel,
        };
      }),
    )
    .run();
}

/** Sub-assemblies: a plant's first catalogue parts, built from sub harnesses, blocks and boxes. */
export function seedSubAssemblies(db: PlantDb, plantId: string, count: number): void {
  db.insert(t.subAssemblies)
    .values(
      Array.from({ length: count }, (_, i) => {
        const part = cataloguePart(plantId, i * 7);
        return {
          plantId,
          type: subAssemblyTypes[i % subAssemblyTypes.length]?.code ?? 'SUB HARNESS',
          partNo: part.sewsPartNo,
          designLevel: part.sewsDesignLevel,
          shortPartNo: part.shortPartNo,
          supplierCd: `SEWS${String(1000 + ((i * 37) % 9000))}`,
          productLabel: productLabels[i % productLabels.length]?.code ?? 'SUBASSY-4X6',
          customerId: part.customerId,
        };
      }),
    )
    .run();
}
