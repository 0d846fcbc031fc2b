import {
  type FieldLookup,
  type FieldSpec,
  filledFrom,
  type LookupTable,
  lookupMessages,
  pickRecord,
} from '@fgss/contracts';
import type { PlantDb } from '../db/plant.js';
import { badRequest } from '../http/errors.js';
import { lookupSources } from './tables.js';

type Fields = Record<string, FieldSpec>;
/** The lookup-backed fields a save checks (not the suggestions), those whose table depends on other fields last. */
const lookupFields = (fields: Fields) =>
  Object.entries(fields)
    .flatMap(([field, spec]) => (spec.lookup && !spec.lookup.suggestOnly ? [{ field, spec, lookup: spec.lookup }] : []))
    .sort((a, b) => Number(a.lookup.within !== undefined) - Number(b.lookup.within !== undefined));

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The table's parameters, read from the row's fields. */
const withinOf = (lookup: FieldLookup, row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(lookup.within ?? {}).map(([param, field]) => [param, text(row[field])]));

/**
 * Checks every lookup-backed field of a row against its table (grid/lookup.ts in contracts): an
 * empty value is left to the entity's required rule; a value the table lacks is a problem naming
 * the field and the value. The row that comes back carries each code as the table spells it and
 * the fields the looked-up record fills, whatever the client sent for them.
 */
export function resolveLookups<T>(db: PlantDb, fields: Fields, row: T): { row: T; problems: string[] } {
  const out = { ...(row as Record<string, unknown>) };
  const problems: string[] = [];
  const wrong = new Set<string>();
  for (const { field, spec, lookup } of lookupFields(fields)) {
    const value = text(out[field]);
    // A table chosen by a field that is itself wrong says nothing more (e.g. an unknown printer type's modes).
    if (value === '' || Object.values(lookup.within ?? {}).some((f) => wrong.has(f))) continue;
    const record = pickRecord(lookupSources[lookup.table].find(db, value, withinOf(lookup, out)), lookup, out);
    if (!record && lookup.optional) {
      for (const target of Object.keys(lookup.fills ?? {})) out[target] = null;
      continue;
    }
    if (!record) {
      wrong.add(field);
      problems.push(lookupMessages.notInList(spec.label, value));
      continue;
    }
    out[field] = record.code;
    for (const [target, column] of Object.entries(lookup.fills ?? {})) out[target] = record[column] ?? null;
  }
  return { row: out as T, problems };
}

/** A row of a write: checked and filled, or refused with 400 naming the field and value. */
export function lookedUp<T>(db: PlantDb, fields: Fields, row: T): T {
  const { row: filled, problems } = resolveLookups(db, fields, row);
  if (problems.length > 0) throw badRequest(problems.join('; '));
  return filled;
}

/**
 * What a row's lookup field fills (a grid asks before the save, `{Screen}/Fill`): each filled
 * field's value from the record the row means, null when the table lacks the code (nothing for a
 * suggestion, whose typed fields stay as they are).
 */
export function fillOf(
  db: PlantDb,
  fields: Fields,
  field: string,
  row: Record<string, unknown>,
): Record<string, string | null> {
  const lookup = fields[field]?.lookup;
  if (!lookup) return {};
  const value = text(row[field]);
  return filledFrom(
    lookup,
    value === '' ? [] : lookupSources[lookup.table].find(db, value, withinOf(lookup, row)),
    row,
  );
}

/** A lookup call's answer: the table's records, without the codes `used` already takes. */
export function lookupList(
  db: PlantDb,
  table: LookupTable,
  within: Record<string, string> = {},
  used: Set<string> = new Set(),
): { code: string; name: string }[] {
  return lookupSources[table]
    .list(db, within)
    .filter((r) => !used.has(r.code.toLowerCase()))
    .map((r) => ({ code: r.code, name: r.name }));
}
