import type { PlantDb } from '../../db/plant.js';
import type { DomainSeed } from '../domains.js';
import { LARGE_SEED_SERVER, plantSeeds } from '../plant-data.js';
import { plantIdsOf } from '../plants.js';
import { BulkWriter } from './bulk.js';
import { Calendar } from './calendar.js';
import { seedCounts } from './counts.js';
import { seedRework } from './rework.js';
import {
  type Counters,
  type HistoryTables,
  historyTables,
  type PlantHistoryPlan,
  serials,
  simulate,
} from './simulate.js';
import { seedTransmissions } from './transmissions.js';

/** The small seed: four weeks up to today, a few thousand harness serials per plant. */
const SMALL_DAYS = 28;
/**
 * And one month of shipments thirteen months back at each server's primary plant, past the
 * archive configuration's year: what the archive job moves (and Archive Summary still finds).
 */
const ARCHIVE_MONTH_AGO = 13;
/**
 * The large seed's plant and figures: at least 1,000,000 harness serials and 100,000 boxes.
 * Some 1,150 boxes ship a day, so the 91 days of one Shipment search hold the
 * 100,000 boxes of the export figure (bench/suites/reports.ts); hence 110,000.
 */
export const LARGE_HISTORY = { plantId: 'JRZ1', harnesses: 1_000_000, boxes: 110_000, asnsPerDay: 36 } as const;

const zero: Counters = { harness: 0, box: 0, pallet: 0, master: 0, asn: 0, returnAsn: 0, cycleCount: 0 };

/** A plant's inter-plant partner: the next plant of the server, or a plant of another server. */
function siblingOf(server: string, plantId: string): string {
  const plants = plantIdsOf(server);
  if (plants.length > 1) return plants[(plants.indexOf(plantId) + 1) % plants.length] as string;
  return plantId === 'JRZ1' ? 'ELP1' : 'JRZ1';
}

function basePlan(server: string, plantId: string): Omit<PlantHistoryPlan, 'firstDay' | 'lastDay' | 'start'> {
  const data = plantSeeds[server];
  const primary = plantIdsOf(server)[0] === plantId;
  return {
    plantId,
    sibling: siblingOf(server, plantId),
    parts: 36,
    asnsPerDay: primary ? 3 : 2,
    boxesPerPallet: 2,
    palletsPerMaster: 2,
    mastersPerAsn: 2,
    stockPerDay: 2,
    locations: data?.locations.map(([code]) => code) ?? ['FG01'],
    printer: data?.printers[0]?.name ?? null,
  };
}

/** Runs `write` in one transaction whose foreign keys are checked at commit (see BulkWriter). */
function inBulk(db: PlantDb, write: (w: BulkWriter) => void): void {
  const sqlite = db.$client;
  sqlite.transaction(() => {
    sqlite.pragma('defer_foreign_keys = ON');
    const writer = new BulkWriter(sqlite);
    write(writer);
    writer.flush();
  })();
}

/** The highest number a seeded serial format has used for a plant (0 when none). */
function lastNumber(db: PlantDb, table: string, column: string, prefix: string): number {
  const row = db.$client
    .prepare(`SELECT max("${column}") AS last FROM "${table}" WHERE "${column}" LIKE ? AND length("${column}") = ?`)
    .get(`${prefix}%`, prefix.length + (table === 'harness_serial' ? 9 : table === 'box' ? 8 : 7)) as {
    last: string | null;
  };
  return row.last ? Number(row.last.slice(prefix.length)) : 0;
}

/** Whole ASNs only, each day of the month ARCHIVE_MONTH_AGO months back, numbered after `start`. */
function archiveMonth(t: HistoryTables, cal: Calendar, server: string, plantId: string, start: Counters): void {
  const today = new Date();
  const first = cal.dayOf(plantDate(new Date(today.getFullYear(), today.getMonth() - ARCHIVE_MONTH_AGO, 1)));
  const last = cal.dayOf(plantDate(new Date(today.getFullYear(), today.getMonth() - ARCHIVE_MONTH_AGO + 1, 0)));
  // One ASN a day: a day's first ASN is an inter-plant transfer, and is never reopened.
  const plan = {
    ...basePlan(server, plantId),
    asnsPerDay: 1,
    mastersPerAsn: 1,
    palletsPerMaster: 1,
    boxesPerPallet: 1,
    stockPerDay: 0,
  };
  // `until` runs back from the last day without the day's stock, returns and counts: shipments only.
  const boxes = (last - first + 1) * plan.asnsPerDay;
  simulate(t, cal, { ...plan, firstDay: first, lastDay: last, start, until: { harnesses: 0, boxes } });
}

const plantDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const historySeed: DomainSeed = {
  name: 'history',
  small(db, server) {
    const cal = new Calendar();
    for (const [i, plantId] of plantIdsOf(server).entries()) {
      inBulk(db, (w) => {
        const t = historyTables(w);
        const recent = simulate(t, cal, {
          ...basePlan(server, plantId),
          firstDay: 1 - SMALL_DAYS,
          lastDay: 0,
          start: zero,
        });
        if (i === 0) archiveMonth(t, cal, server, plantId, recent);
      });
      seedCounts(db, cal, plantId);
      seedRework(db, plantId);
      if (i === 0) seedTransmissions(db, cal, plantId);
    }
  },
  /**
   * Tops JRZ1 of the large-seed server up to LARGE_HISTORY with older history (the days before
   * the small seed's first day); nothing when it has them.
   */
  large(db, server) {
    if (server !== LARGE_SEED_SERVER) return;
    const { plantId } = LARGE_HISTORY;
    const count = (table: string) =>
      (db.$client.prepare(`SELECT count(*) AS n FROM "${table}" WHERE plant_id = ?`).get(plantId) as { n: number }).n;
    const [harnesses, boxes] = [count('harness_serial'), count('box')];
    if (harnesses >= LARGE_HISTORY.harnesses && boxes >= LARGE_HISTORY.boxes) return;
    const cal = new Calendar();
    // The oldest box of the recent weeks: the archive month lies further back, apart.
    const oldest = db.$client
      .prepare('SELECT min(printed_at) AS at FROM box WHERE plant_id = ? AND printed_at >= ?')
      .get(plantId, cal.date(-SMALL_DAYS)) as { at: string | null };
    const start: Counters = {
      ...zero,
      harness: lastNumber(db, 'harness_serial', 'harness_serial_no', `${plantId}H`),
      box: lastNumber(db, 'box', 'box_serial_no', `${plantId}B`),
      pallet: lastNumber(db, 'pallet', 'pallet_no', `${plantId}P`),
      master: lastNumber(db, 'master_label', 'master_label_serial_no', `${plantId}M`),
      asn: lastNumber(db, 'shipment', 'asn_number', `${plantId}A`),
    };
    inBulk(db, (w) =>
      simulate(historyTables(w), cal, {
        ...basePlan(server, plantId),
        asnsPerDay: LARGE_HISTORY.asnsPerDay,
        boxesPerPallet: 8,
        parts: 600,
        firstDay: 0,
        lastDay: (oldest.at ? cal.dayOf(oldest.at) : 1) - 1,
        start,
        until: { harnesses: LARGE_HISTORY.harnesses - harnesses, boxes: LARGE_HISTORY.boxes - boxes },
      }),
    );
    db.$client.exec('ANALYZE');
  },
};

export { serials };
