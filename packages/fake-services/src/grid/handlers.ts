import type { Entity, LoadOptions, SaveReply } from '@fgss/contracts';
import type { HandlerContext } from '../http/handlers.js';
import { fillOf } from '../lookups/resolve.js';
import type { GridStore } from './store.js';

/**
 * The calls of a master grid (masterGridCalls in the contracts), answered by its store: each
 * write takes its bare array of rows in one transaction. `check` looks at the rows a write
 * brings before anything is saved (what needs the network).
 */
export function gridHandlers<Row extends Record<string, unknown>, Ins, Upd>(
  store: GridStore<Row, Ins, Upd>,
  check: (rows: (Ins | Upd)[], ctx: HandlerContext) => Promise<void> = async () => {},
) {
  return {
    list: async (input: LoadOptions, { plant }: HandlerContext) => store.load(plant, input),
    insert: async (rows: Ins[], ctx: HandlerContext): Promise<SaveReply> => {
      await check(rows, ctx);
      return store.insert(ctx.plant, rows, ctx.user?.sub);
    },
    update: async (rows: Upd[], ctx: HandlerContext): Promise<SaveReply> => {
      await check(rows, ctx);
      return store.update(ctx.plant, rows, ctx.user?.sub);
    },
    remove: async (keys: { id: number }[], { plant }: HandlerContext): Promise<SaveReply> => store.remove(plant, keys),
  };
}

/** GET {Screen}/GetDefaults. */
export const defaultsHandler =
  <Row extends Record<string, unknown>>(store: GridStore<Row, unknown, unknown>) =>
  async (_input: unknown, { plant }: HandlerContext) =>
    store.defaults(plant);

/** GET {Screen}/Fill: what the row's looked-up code fills, from the entity's lookups. */
export const fillHandler =
  (entity: Pick<Entity, 'fields'>) =>
  async ({ field, ...row }: { field: string } & Record<string, unknown>, { plant }: HandlerContext) => ({
    values: fillOf(plant, entity.fields, field, row),
  });
