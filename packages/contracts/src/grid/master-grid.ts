import { z } from 'zod';
import { type CallTree, defineCall, flattenCalls, type ServiceName } from '../call.js';
import { defineBatchSave, saveReply, saveRows } from './batch.js';
import type { Entity } from './entity.js';
import { gridReply, loadOptions, scopeOf } from './load-options.js';

/**
 * The calls of one editable master grid (spec 1 section 7, "Generic grid store"): a load with
 * DevExtreme options, and insert (POST), update (PUT) and delete (DELETE) with rows sent as bare
 * arrays; `save` is the gateway's, which sends those three and combines their messages. Each
 * needs its own permission of the screen; an `alwaysUpdatable` entity's updates need only read.
 */
export function masterGridCalls<Row, Ins, Upd>(service: ServiceName, module: string, entity: Entity<Row, Ins, Upd>) {
  const screen = (action: 'read' | 'create' | 'update' | 'delete') =>
    ({ kind: 'screen', module, screen: entity.name, action }) as const;
  const base = { service, path: entity.name, response: saveReply };
  const writes = {
    insert: defineCall({ ...base, method: 'POST', access: screen('create'), input: saveRows(entity.insert) }),
    update: defineCall({
      ...base,
      method: 'PUT',
      access: screen(entity.alwaysUpdatable ? 'read' : 'update'),
      input: saveRows(entity.update),
    }),
    remove: defineCall({ ...base, method: 'DELETE', access: screen('delete'), input: saveRows(entity.key) }),
  };
  return {
    list: defineCall({
      service,
      path: entity.name,
      method: 'GET',
      access: screen('read'),
      input: loadOptions(entity.columns, scopeOf(entity)),
      response: gridReply(entity.row),
    }),
    ...writes,
    save: defineBatchSave(writes),
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
  [K in keyof M as M[K] extends { list: { plainMaster: Entity } } ? K : never]: M[K];
};

/**
 * The plain masters a module namespace exports (`import * as listed from './plain-masters.js'`),
 * by their exported names: an area registers a new plain master with one `export *` line in its
 * plain-masters.ts, and the registry, the router and the web's procedures see it by name.
 */
export function plainMasterGroups<M extends object>(module: M): PlainMasterGroups<M> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => (value as { list?: { plainMaster?: Entity } })?.list?.plainMaster),
  ) as PlainMasterGroups<M>;
}

/** The entities of a call tree's plain masters, once each. */
export function plainMasters(tree: CallTree): Entity[] {
  return [...new Set(flattenCalls(tree).flatMap(({ call }) => (call.plainMaster ? [call.plainMaster] : [])))];
}
