import { eq, sql } from 'drizzle-orm';
import type { PlantDb } from '../../db/plant.js';
import { labelSequence } from '../../db/schema/printing/index.js';
import { sequenceRow } from '../../labels/print.js';
import { highestInHistory, type SequenceKind, sequenceKinds } from '../../labels/serials.js';
import type { DomainSeed } from '../domains.js';
import { LARGE_SEED_SERVER } from '../plant-data.js';
import { plantIdsOf } from '../plants.js';

/**
 * Parts of the XREF get their label assignment from a trigger (migration 0001 of the printing
 * domain). Parts written before that migration existed (an older data directory) get it here,
 * from the same view; idempotent and one statement, fast for 100,000 parts.
 */
function assignLabels(db: PlantDb): void {
  db.run(sql`INSERT INTO part_label (xref_id, plant_id, box_label_format, harness_label_format, cust_group, seq_no,
      model_year, back_kanban, broadcast_cd, color, product_label, short_part_no_print, extra_info,
      cust_design_level, cust_desc, pieces_per_box, release_no)
    SELECT d.* FROM part_label_default d WHERE NOT EXISTS (SELECT 1 FROM part_label p WHERE p.xref_id = d.xref_id)`);
}

/** Every label sequence of every plant, after the serials of the seeded history. */
function seedSequences(db: PlantDb, server: string): void {
  for (const plantId of plantIdsOf(server))
    for (const kind of Object.keys(sequenceKinds) as SequenceKind[]) sequenceRow(db, kind, plantId);
}

/** After the large history seed added serials, move the sequences past them (never back). */
function catchUp(db: PlantDb, server: string): void {
  for (const plantId of plantIdsOf(server))
    for (const kind of Object.keys(sequenceKinds) as SequenceKind[]) {
      const row = sequenceRow(db, kind, plantId);
      const top = highestInHistory(db, kind, plantId);
      if (top > row.last_seq_no)
        db.update(labelSequence).set({ last_seq_no: top }).where(eq(labelSequence.id, row.id)).run();
    }
}

/** The printing domain: label assignments of the parts and the label sequences. */
export const printingSeed: DomainSeed = {
  name: 'printing',
  small(db, server) {
    seedSequences(db, server);
  },
  large(db, server) {
    if (server !== LARGE_SEED_SERVER) return;
    assignLabels(db);
    catchUp(db, server);
  },
};
