import { z } from 'zod';
import { defineCall, type ServiceName } from '../call.js';
import type { Entity, FieldSpec } from './entity.js';
import type { FieldLookup } from './lookup.js';

/**
 * The fields whose lookup fills others (`lookup.fills`), each with the fields of the row the
 * lookup reads: the field itself, the fields choosing its table (`within`) and those choosing
 * among a code's records (`prefer`). A change to any of them changes what is filled.
 */
export function fillingFields(fields: Record<string, FieldSpec>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, spec]) => {
      const lookup = spec.lookup;
      if (!lookup?.fills) return [];
      const reads = [name, ...Object.values(lookup.within ?? {}), ...Object.keys(lookup.prefer ?? {})];
      return [[name, [...new Set(reads)]]];
    }),
  );
}

/**
 * GET {Screen}/Fill: what the service would fill from a row's looked-up code on save, asked before
 * the save so the grid shows it as soon as the code is typed or chosen. The
 * input names the lookup field and carries the fields the lookup reads; the reply gives each
 * filled field its value, null when the code is not in the table.
 */
export function fillCall(service: ServiceName, module: string, entity: Pick<Entity, 'name' | 'fields'>) {
  const filling = fillingFields(entity.fields);
  const names = Object.keys(filling);
  if (names.length === 0) throw new Error(`${entity.name}: no field of the entity fills others`);
  const reads = [...new Set(Object.values(filling).flat())];
  return defineCall({
    service,
    method: 'GET',
    path: `${entity.name}/Fill`,
    access: { kind: 'screen', module, screen: entity.name, action: 'read' },
    input: z.object({
      field: z.enum(names as [string, ...string[]]),
      ...Object.fromEntries(reads.map((f) => [f, z.string().trim().max(100).optional()])),
    }) as z.ZodType<{ field: string } & Record<string, string | undefined>>,
    response: z.object({ values: z.record(z.string(), z.string().nullable()) }),
  });
}

const cellText = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** Of the records a code names, the one the row means: the one matching its `prefer` fields, else the first. */
export function pickRecord<R extends Record<string, unknown>>(
  records: readonly R[],
  lookup: Pick<FieldLookup, 'prefer'>,
  row: Record<string, unknown>,
): R | undefined {
  const prefer = Object.entries(lookup.prefer ?? {});
  const same = (r: R) => prefer.every(([f, c]) => cellText(r[c]).toLowerCase() === cellText(row[f]).toLowerCase());
  return (prefer.length > 0 ? records.find(same) : undefined) ?? records[0];
}

/**
 * What a lookup field fills from the records its code names: each filled field its column of the
 * record the row means, null when there is none (nothing for a suggestion, whose typed fields
 * stay as they are).
 */
export function filledFrom(
  lookup: Pick<FieldLookup, 'prefer' | 'fills' | 'suggestOnly'>,
  records: readonly Record<string, unknown>[],
  row: Record<string, unknown>,
): Record<string, string | null> {
  const record = pickRecord(records, lookup, row);
  if (!record && lookup.suggestOnly) return {};
  return Object.fromEntries(
    Object.entries(lookup.fills ?? {}).map(([target, column]) => {
      const value = record?.[column];
      return [target, value === null || value === undefined ? null : String(value)];
    }),
  );
}
