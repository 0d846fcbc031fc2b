import { describe, expect, it } from 'vitest';
import { flattenCalls } from '../call.js';
import * as contracts from '../index.js';
import { registry } from '../registry.js';
import type { FieldSpec } from './entity.js';
import { fillingFields } from './fill.js';

interface EntityLike {
  name: string;
  fields: Record<string, FieldSpec>;
  columns: unknown;
}
const isEntity = (value: unknown): value is EntityLike =>
  typeof value === 'object' && value !== null && 'fields' in value && 'columns' in value && 'name' in value;

/** The fields a Fill call answers for (its input's `field` choices). */
const answered = (input: unknown) =>
  [...((input as { shape?: { field?: { options?: string[] } } }).shape?.field?.options ?? [])].sort().join(',');

/**
 * Entities whose screens fill from the service's own lookup calls, where the spec names them,
 * instead of a Fill call: the screen hands them to the grid (the grid's `lookups`).
 */
const filledBySpecCalls: Record<string, string[]> = {
  PartMappingMaster: ['sourceShortPart', 'destinationShortPart'],
};

describe('Fill calls', () => {
  // The web's grid asks {Screen}/Fill exactly when its entity's lookups fill cells, without
  // looking the call up in the registry (which it no longer builds at every page load).
  it("exist for exactly the entities whose lookups fill other cells, but those the spec's own calls fill", () => {
    const entities = [...new Set((Object.values(contracts) as unknown[]).filter(isEntity))];
    const filling = entities
      .filter((entity) => !(entity.name in filledBySpecCalls))
      .map((entity) => Object.keys(fillingFields(entity.fields)).sort().join(','))
      .filter((fields) => fields !== '');
    const fills = flattenCalls(registry)
      .filter(({ call }) => call.path.endsWith('/Fill'))
      .map(({ call }) => answered(call.input));
    expect(filling.length).toBeGreaterThan(0);
    expect(fills.sort()).toEqual(filling.sort());
  });

  it("leave to the spec's own lookup calls the entities that have them", () => {
    const names = new Set(flattenCalls(registry).map(({ name }) => name));
    for (const [screen, calls] of Object.entries(filledBySpecCalls)) {
      expect(names.has(`configuration.${screen}.fill`)).toBe(false);
      for (const call of calls) expect(names.has(`configuration.${screen}.${call}`)).toBe(true);
    }
  });
});
