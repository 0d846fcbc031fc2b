import { type CallTree, type Entity, type FieldSpec, flattenCalls, registry } from '@fgss/contracts';
import { type GridSample, gridsSamples, type Row, type SampleKit, type Samples } from './kit.js';

const SAMPLE_TEXT = 'Sample';

/** A value of `spec` for a new row: a run-unique code for the unique key, else a plain sample. */
function value(k: SampleKit, entity: Entity, field: string, spec: FieldSpec): unknown {
  // The grid's scope (listInput) is SAMPLE_TEXT; the rest of the unique key tells rows apart.
  const unique = entity.unique.includes(field) && !Object.values(entity.scope ?? {}).includes(field);
  if (spec.kind === 'text' && !spec.lookup)
    return unique ? k.code(Math.min(spec.max ?? 20, 20)) : SAMPLE_TEXT.slice(0, spec.max);
  if (spec.kind === 'int' && !unique) return spec.default ?? spec.min ?? 1;
  throw new Error(`${entity.name}.${field}: no sample value can be made; give the grid a sample of its own`);
}

/** The sample of a plain master's grid, made from its entity: its required and key fields filled. */
export function entitySample(entity: Entity): GridSample {
  // Set-up calls find the row they inserted by its key; without one they would take another row.
  if (entity.unique.length === 0)
    throw new Error(`${entity.name} has no unique key; give the grid a sample of its own`);
  const needed = Object.entries(entity.fields).filter(
    ([field, spec]) =>
      spec.kind !== 'id' &&
      spec.kind !== 'bool' &&
      !spec.readOnly &&
      (spec.required || entity.unique.includes(field) || Object.values(entity.scope ?? {}).includes(field)),
  );
  const scope = Object.entries(entity.scope ?? {});
  const editable = Object.entries(entity.fields).find(
    ([field, spec]) =>
      spec.kind === 'text' && !spec.key && !spec.readOnly && !spec.lookup && !entity.unique.includes(field),
  )?.[0];
  return {
    newRow: (k) => Object.fromEntries(needed.map(([field, spec]) => [field, value(k, entity, field, spec)])),
    key: entity.unique,
    edit: (row: Row) =>
      editable ? { ...row, [editable]: `${SAMPLE_TEXT} (edited)`.slice(0, entity.fields[editable]?.max) } : row,
    ...(scope.length ? { listInput: Object.fromEntries(scope.map(([param]) => [param, SAMPLE_TEXT])) } : {}),
  };
}

/**
 * The samples of the calls of every plain master (plainMasterCalls) that `own` has none for,
 * made from its entity. A grid whose rows need more (a lookup's code, a scope's value, a key of
 * several fields) has its own samples in `own`, as every other grid.
 */
export function plainMasterSamples(own: Samples): Samples {
  const grids = flattenCalls(registry as unknown as CallTree).flatMap(({ name, call }) =>
    call.plainMaster && name.endsWith('.list') && !(own as Record<string, unknown>)[name]
      ? [[name.slice(0, -'.list'.length), call.plainMaster] as const]
      : [],
  );
  return gridsSamples(Object.fromEntries(grids.map(([grid, entity]) => [grid, entitySample(entity)])));
}
