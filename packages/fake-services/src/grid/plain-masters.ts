import type { AnyCall, Entity } from '@fgss/contracts';
import { plainMasterTables } from '../db/schema/generic/index.js';
import type { Handler } from '../http/handlers.js';
import { gridHandlers } from './handlers.js';
import { GridStore } from './store.js';

type GridCallName = keyof ReturnType<typeof gridHandlers>;
const handlersOf = new Map<string, ReturnType<typeof gridHandlers>>();

/**
 * The handler of a plain master's call (plainMasterCalls): its store over the table made from
 * its entity (db/schema/generic), answered as every master grid is.
 */
export function plainMasterHandler(call: AnyCall & { plainMaster: Entity }, name: string): Handler<AnyCall> {
  const entity = call.plainMaster;
  let handlers = handlersOf.get(entity.name);
  if (!handlers) {
    const table = plainMasterTables[entity.name];
    if (!table) throw new Error(`No table for the plain master ${entity.name}`);
    handlers = gridHandlers(new GridStore(entity, table as never));
    handlersOf.set(entity.name, handlers);
  }
  const handler = handlers[name.split('.').at(-1) as GridCallName];
  if (!handler) throw new Error(`No handler for ${name}`);
  return handler as Handler<AnyCall>;
}
