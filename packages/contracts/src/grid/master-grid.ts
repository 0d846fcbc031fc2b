import { z } from 'zod';
import { type CallTree, defineCall, flattenCalls, type ServiceName } from '../call.js';
import { batchSave, saveReply } from './batch.js';
import type { Entity } from './entity.js';
import { gridReply, loadOptions, scopeOf } from './load-options.js';

/**
 * The calls of one editable master grid (spec 1 section 7, "Generic grid store"): a load with
 * DevExtreme options, batch insert / update / delete with rows as arrays, and the one-transaction
 * save the web uses. Each needs its own permission of the screen; an `alwaysUpdatable` entity's
 * updates need only read.
 */
export function masterGridCalls<Row, Ins, Upd>(service: ServiceName, module: string, entity: Entity<Row, Ins, Upd>) {
  const screen = (action: 'read' | 'create' | 'update' | 'delete') =>
    ({ kind: 'screen', module, screen: entity.name, action }) as const;
  const base = { service, path: entity.name };
  const rows = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row).min(1).max(5000) });
  return {
    list: defineCall({
      ...base,
      method: 'GET',
      access: screen('read'),
      input: loadOptions(entity.columns, scopeOf(entity)),
      response: gridReply(entity.row),
    }),
    insert: defineCall({
      ...base,
      method: 'POST',
      access: screen('create'),
      input: rows(entity.insert),
      response: saveReply,
    }),
    update: defineCall({
      ...base,
      method: 'PUT',
      access: screen(entity.alwaysUpdatable ? 'read' : 'update'),
      input: rows(entity.update),
      response: saveReply,
    }),
    remove: defineCall({
      ...base,
      method: 'DELETE',
      access: screen('delete'),
      input: rows(entity.key),
      response: saveReply,
    }),
    save: defineCall({
      ...base,
      path: `${entity.name}/Batch`,
      method: 'POST',
      access: { kind: 'batch', module, screen: entity.name, ...(entity.alwaysUpdatable ? { update: 'read' } : {}) },
      input: batchSave(entity.insert, entity.update, entity.key),
      response: saveReply,
    }),
  };
}

/** GET {Screen}/GetDefaults: the rows flagged primary or default. */
export function defaultsCall<Row>(service: ServiceName, module: string, entity: Entity<Row>) {
  return defineCall({
    service,
    method: 'GET',
    path: `${entity.name}/GetDefaults`,
    access: { kind: 'screen', module, screen: entity.name, action: 'read' },
    input: z.object({}),
    response: z.array(entity.row),
  });
}

/**
 * The calls of a plain master: a master grid with no rule beyond its entity's. Each call carries
 * the entity, from which the fake plant derives the master's table, store, handlers and samples.
 */
export function plainMasterCalls<Row, Ins, Upd>(service: ServiceName, module: string, entity: Entity<Row, Ins, Upd>) {
  const calls = masterGridCalls(service, module, entity);
  const plainMaster = entity as unknown as Entity;
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, { ...call, plainMaster }])) as {
    [K in keyof typeof calls]: (typeof calls)[K] & { plainMaster: Entity };
  };
}

/** The call groups of a module that are plain masters, by their exported names. */
export type PlainMasterGroups<M> = {
  [K in keyof M as M[K] extends { save: { plainMaster: Entity } } ? K : never]: M[K];
};

/**
 * The plain masters a module namespace exports (`import * as listed from './plain-masters.js'`),
 * by their exported names: an area registers a new plain master with one `export *` line in its
 * plain-masters.ts, and the registry, the router and the web's procedures see it by name.
 */
export function plainMasterGroups<M extends object>(module: M): PlainMasterGroups<M> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => (value as { save?: { plainMaster?: Entity } })?.save?.plainMaster),
  ) as PlainMasterGroups<M>;
}

/** The entities of a call tree's plain masters, once each. */
export function plainMasters(tree: CallTree): Entity[] {
  return [...new Set(flattenCalls(tree).flatMap(({ call }) => (call.plainMaster ? [call.plainMaster] : [])))];
}
