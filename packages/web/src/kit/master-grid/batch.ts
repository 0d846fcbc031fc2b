import type { Entity } from '@fgss/contracts';
import { existingKey, type PendingChanges, type Values } from './pending-changes';

/** Cell messages by row key, then field. */
export type CellErrors = Record<string, Record<string, string>>;

export interface Batch {
  inserted: Values[];
  updated: Values[];
  deleted: Values[];
}

export type BatchResult = { ok: true; batch: Batch } | { ok: false; errors: CellErrors; first: string };

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
  const check = (key: string, schema: Entity['insert'], values: Values): Values | undefined => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data as Values;
    const cells: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      cells[field] ??= issue.message;
    }
    errors[key] = cells;
    return undefined;
  };

  const inserted = pending.added.map((a) => check(a.key, entity.insert, a.values));
  const updated = Object.entries(pending.edited)
    .filter(([id]) => !pending.deleted[Number(id)])
    .map(([id, e]) => check(existingKey(Number(id)), entity.update as Entity['insert'], { ...e.base, ...e.changes }));
  const deleted = Object.keys(pending.deleted).map((id) => ({ [entity.idField]: Number(id) }));

  const invalid = Object.values(errors);
  if (invalid.length > 0) return { ok: false, errors, first: Object.values(invalid[0] ?? {})[0] ?? '' };
  return { ok: true, batch: { inserted: inserted as Values[], updated: updated as Values[], deleted } };
}
