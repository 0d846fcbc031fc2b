import { APPROVAL_PARAMETERS } from '../../configuration/part-rules/approvals.js';
import type { PlantDb } from '../../db/plant.js';
import { componentCodes, fordAlerts, partMappings } from '../../db/schema/part-rules/index.js';
import { systemParameters } from '../../db/schema/plant/system-parameters.js';
import { labelFormatOf } from '../../lookups/tables.js';
import type { DomainSeed } from '../domains.js';
import { CATALOGUE_SMALL, type CataloguePart, partCatalogue } from '../part-catalogue.js';
import { serverPlants } from '../plants.js';

const alertTexts = [
  'VERIFY CPA LOCK ENGAGED ON C1',
  'SAFETY CRITICAL: 100% CIRCUIT TEST',
  'CHECK TAPE WRAP AT BRANCH 3',
  'CONFIRM GROMMET SEATED',
  'USE FORD Q1 PACKAGING',
  'SCAN SECOND LABEL ON BAG',
  'HOLD FOR CUSTOMER DEVIATION',
  'VERIFY FUSE BOX COVER CLIP',
];
const engineers = ['JMARTINEZ', 'LGARCIA', 'RSOTO'];
const inspectors = ['MHERRERA', 'ATORRES'];

/** Every few FORD parts of the plant carry alerts (two to four of them). */
function fordAlertRows(plantId: string, parts: CataloguePart[]) {
  return parts
    .filter((p) => p.customerId === 'FORD')
    .filter((_, i) => i % 3 === 0)
    .map((p, i) => {
      const alert = (k: number) => (k < 2 + (i % 3) ? (alertTexts[(i + k * 3) % alertTexts.length] ?? null) : null);
      return {
        plantid: plantId,
        sewsPartNo: p.sewsPartNo,
        sewsDesignLevel: p.sewsDesignLevel,
        customerId: p.customerId,
        alerT1: alert(0),
        alerT2: alert(1),
        alerT3: alert(2),
        alerT4: alert(3),
      };
    });
}

/** Component codes of every fourth part; one in ten changed and awaiting approval (yellow). */
function componentCodeRows(plantId: string, identifier: string, parts: CataloguePart[]) {
  return parts
    .filter((_, i) => i % 4 === 0)
    .map((p, i) => {
      const approved = i % 10 !== 3;
      return {
        plantId,
        sewsPartNo: p.sewsPartNo,
        customerCode: p.customerId,
        supplierCode: `${identifier}${p.customerId.slice(0, 2)}`,
        componentCode: `${p.sewsPartNo.slice(0, 5)}C${String(i + 1).padStart(3, '0')}`,
        deApproval: approved,
        deApprovedBy: approved ? (engineers[i % engineers.length] ?? null) : null,
        qaApproval: approved,
        qaApprovedBy: approved ? (inspectors[i % inspectors.length] ?? null) : null,
        isModified: !approved,
      };
    });
}

/** Source short parts mapped to another part of the same customer (the part they ship as). */
function partMappingRows(db: PlantDb, plantId: string, parts: CataloguePart[]) {
  const pool = parts.slice(Math.floor(parts.length / 2));
  return Array.from({ length: Math.min(60, Math.floor(parts.length / 10)) }, (_, i) => {
    const source = parts[i * 2] as CataloguePart;
    const dest = pool.filter((p) => p.customerId === source.customerId)[i] ?? (pool[i] as CataloguePart);
    return {
      plantId,
      sourceShortPartNo: source.shortPartNo,
      sourceSewsPartNo: source.sewsPartNo,
      sourceSewsDesignLevel: source.sewsDesignLevel,
      destShortPartNo: dest.shortPartNo,
      destSewsPartNo: dest.sewsPartNo,
      destSewsDesignLevel: dest.sewsDesignLevel,
      destLabelFormat: labelFormatOf(db, dest.customerId),
    };
  });
}

const inChunks = <T>(rows: T[], insert: (chunk: T[]) => void) => {
  for (let i = 0; i < rows.length; i += 500) insert(rows.slice(i, i + 500));
};

/**
 * The part rules domain: FORD alerts, component codes and part mappings of each plant, drawn from
 * the same part catalogue as its XREF, and the DE and QA approve groups (parameter master).
 */
export const partRulesSeed: DomainSeed = {
  name: 'part-rules',
  small(db, server) {
    db.$client.transaction(() => {
      db.insert(systemParameters)
        .values([
          {
            option: 'General',
            parameter_c: APPROVAL_PARAMETERS.de,
            parameteR_NM: 'DE approve groups',
            parameter_Value: 'SUPER,DESIGN',
            remarks: 'Group codes that may change DE Approval in the Component Code Master',
          },
          {
            option: 'General',
            parameter_c: APPROVAL_PARAMETERS.qa,
            parameteR_NM: 'QA approve groups',
            parameter_Value: 'SUPER,QUALITY',
            remarks: 'Group codes that may change QA Approval in the Component Code Master',
          },
        ])
        .onConflictDoNothing()
        .run();
      (serverPlants[server] ?? []).forEach((plant, i) => {
        const parts = partCatalogue(plant.plantId, i === 0 ? CATALOGUE_SMALL.primary : CATALOGUE_SMALL.other);
        inChunks(fordAlertRows(plant.plantId, parts), (c) => db.insert(fordAlerts).values(c).run());
        inChunks(componentCodeRows(plant.plantId, plant.identifier, parts), (c) =>
          db.insert(componentCodes).values(c).run(),
        );
        inChunks(partMappingRows(db, plant.plantId, parts), (c) => db.insert(partMappings).values(c).run());
      });
    })();
  },
};
