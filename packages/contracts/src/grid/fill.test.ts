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

describe('Fill calls', () => {
  // The web's grid asks {Screen}/Fill exactly when its entity's lookups fill cells, without
  // looking the call up in the registry (which it no longer builds at every page load).
  it('exist for exactly the entities whose lookups fill other cells', () => {
    const filling = [...new Set((Object.values(contracts) as unknown[]).filter(isEntity))]
      .map((entity) => Object.keys(fillingFields(entity.fields)).sort().join(','))
      .filter((fields) => fields !== '');
    const fills = flattenCalls(registry)
      .filter(({ call }) => call.path.endsWith('/Fill'))
      .map(({ call }) => answered(call.input));
    expect(filling.length).toBeGreaterThan(0);
    expect(fills.sort()).toEqual(filling.sort());
  });
});
