import { inArray, sql } from 'drizzle-orm';
import type { PlantDb } from '../db/plant.js';
import { printedLabel } from '../db/schema/printing/index.js';

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

/**
 * The serials of these that are taken: claimed by a print (printed_label, whatever its kind) or
 * already in the plant history of that kind (which also holds labels no print of this service
 * made: the seeded history, and relabels made before their destinations were checked).
 */
export function takenSerials(db: PlantDb, kind: SequenceKind, serials: readonly string[]): Set<string> {
  const { history } = sequenceKinds[kind];
  if (serials.length === 0) return new Set();
  // One print holds at most 9,999 labels: one statement stays under SQLite's 32,766 bound values.
  const claimed = db
    .select({ serial: printedLabel.serial })
    .from(printedLabel)
    .where(inArray(printedLabel.serial, [...serials]))
    .all();
  const inHistory = history
    ? db.all<{ serial: string }>(
        sql`SELECT ${sql.identifier(history.column)} AS serial FROM ${sql.identifier(history.table)}
            WHERE ${sql.identifier(history.column)} IN (${sql.join(
              serials.map((s) => sql`${s}`),
              sql`, `,
            )})`,
      )
    : [];
  return new Set([...claimed, ...inHistory].map((r) => r.serial.toUpperCase()));
}

/**
 * The next `count` serials of a sequence after number `after` that nobody has taken, with their
 * numbers: a taken serial is stepped over, never printed again.
 */
export function freeSerials(
  db: PlantDb,
  kind: SequenceKind,
  plantId: string,
  after: number,
  count: number,
): { serial: string; seqNo: number }[] {
  const free: { serial: string; seqNo: number }[] = [];
  let next = after + 1;
  while (free.length < count) {
    const candidates = Array.from({ length: count - free.length }, (_, i) => ({
      serial: serialOf(kind, plantId, next + i),
      seqNo: next + i,
    }));
    next += candidates.length;
    const taken = takenSerials(
      db,
      kind,
      candidates.map((c) => c.serial),
    );
    free.push(...candidates.filter((c) => !taken.has(c.serial)));
  }
  return free;
}

/**
 * The label sequence of a plant whose serial format a serial has (the plant, the kind letter, the
 * kind's width of digits), or null. Every number of that format is issued by the sequence or
 * still to come from it.
 */
export function sequenceKindOf(plantId: string, serial: string): SequenceKind | null {
  const prefix = plantId.toUpperCase();
  const text = serial.toUpperCase();
  if (!text.startsWith(prefix)) return null;
  const rest = text.slice(prefix.length);
  return (
    (Object.keys(sequenceKinds) as SequenceKind[]).find((kind) =>
      new RegExp(`^${sequenceKinds[kind].letter}\\d{${sequenceKinds[kind].digits}}$`).test(rest),
    ) ?? null
  );
}
