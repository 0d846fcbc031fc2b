import type { Entity } from '@fgss/contracts';
import { existingKey, type PendingChanges, type Values } from './pending-changes';

/** Cell messages by row key, then field. */
export type CellErrors = Record<string, Record<string, string>>;

export interface Batch {
  inserted: Values[];
  updated: Values[];
  deleted: Values[];
}

/** A row with invalid cells: its key, its values as the user left them, and for a new row its place among them (1 = top). */
export interface InvalidRow {
  key: string;
  values: Values;
  newRow?: number;
}

/** On failure: the messages by row and field, and the invalid rows, new ones first as the grid shows them. */
export type BatchResult = { ok: true; batch: Batch } | { ok: false; errors: CellErrors; invalid: InvalidRow[] };

/**
 * Validates every pending row with the contract's insert / update schemas, the same ones the
 * gateway and the services apply, and gives either the batch to send (parsed values: trimmed,
 * upper-cased, empty strings as the contract says) or the message of each invalid cell.
 */
export function buildBatch<Row extends Values>(
  entity: Pick<Entity, 'insert' | 'update' | 'idField'>,
  pending: PendingChanges<Row>,
): BatchResult {
  const errors: CellErrors = {};
  const invalid: InvalidRow[] = [];
  const check = (key: string, schema: Entity['insert'], values: Values, newRow?: number): Values | undefined => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data as Values;
    invalid.push({ key, values, ...(newRow ? { newRow } : {}) });
    const cells: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      cells[field] ??= issue.message;
    }
    errors[key] = cells;
    return undefined;
  };

  const inserted = pending.added.map((a, i) => check(a.key, entity.insert, a.values, i + 1));
  const updated = Object.entries(pending.edited)
    .filter(([id]) => !pending.deleted[Number(id)])
    .map(([id, e]) => check(existingKey(Number(id)), entity.update as Entity['insert'], { ...e.base, ...e.changes }));
  const deleted = Object.keys(pending.deleted).map((id) => ({ [entity.idField]: Number(id) }));

  if (invalid.length > 0) return { ok: false, errors, invalid };
  return { ok: true, batch: { inserted: inserted as Values[], updated: updated as Values[], deleted } };
}
