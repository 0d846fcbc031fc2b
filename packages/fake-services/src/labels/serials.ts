import { sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';

/**
 * The label sequences: which one a print uses and how its numbers read as serials. Special
 * harness labels share the harness sequence and special box labels the box sequence. Serials
 * are the plant, a kind letter and a fixed-width number, as the plant history writes them
 * (seed/history/simulate.ts), e.g. 'JRZ1B00012345': printed labels continue that numbering.
 */
export const sequenceKinds = {
  BOX: { letter: 'B', digits: 8, history: { table: 'box', column: 'box_serial_no' } },
  HARNESS: { letter: 'H', digits: 9, history: { table: 'harness_serial', column: 'harness_serial_no' } },
  PALLET: { letter: 'P', digits: 7, history: { table: 'pallet', column: 'pallet_no' } },
  EMPTYBOX: { letter: 'E', digits: 8, history: null },
  COMPONENT: { letter: 'C', digits: 8, history: null },
  CUSTOMER: { letter: 'K', digits: 8, history: null },
} as const;
export type SequenceKind = keyof typeof sequenceKinds;

export const sequenceLabelType = (kind: SequenceKind, plantId: string) => `${kind}-${plantId.toUpperCase()}`;

export const serialOf = (kind: SequenceKind, plantId: string, seq: number) =>
  `${plantId.toUpperCase()}${sequenceKinds[kind].letter}${String(seq).padStart(sequenceKinds[kind].digits, '0')}`;

/** The highest number of a kind the plant history already holds for a plant (0 when none). */
export function highestInHistory(db: PlantDb, kind: SequenceKind, plantId: string): number {
  const { letter, digits, history } = sequenceKinds[kind];
  if (!history) return 0;
  const prefix = `${plantId.toUpperCase()}${letter}`;
  // Fixed width: the greatest serial text is the greatest number. The unique index serves max().
  const row = db.get<{ top: string | null }>(
    sql`SELECT max(${sql.identifier(history.column)}) AS top FROM ${sql.identifier(history.table)}
        WHERE ${sql.identifier(history.column)} >= ${prefix} AND ${sql.identifier(history.column)} < ${`${prefix}~`}
          AND length(${sql.identifier(history.column)}) = ${prefix.length + digits}`,
  );
  const top = row?.top ? Number(row.top.slice(prefix.length)) : 0;
  return Number.isFinite(top) ? top : 0;
}
