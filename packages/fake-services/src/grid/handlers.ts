import type { LoadOptions, SaveReply } from '@fgss/contracts';
import type { HandlerContext } from '../http/handlers.js';
import type { Batch, GridStore } from './store.js';

/** The five calls of a master grid (masterGridCalls in the contracts), answered by its store. */
export function gridHandlers<Row extends Record<string, unknown>, Ins, Upd>(store: GridStore<Row, Ins, Upd>) {
  return {
    list: async (input: LoadOptions, { plant }: HandlerContext) => store.load(plant, input),
    insert: async (input: { rows: Ins[] }, { plant }: HandlerContext): Promise<SaveReply> =>
      store.insert(plant, input.rows),
    update: async (input: { rows: Upd[] }, { plant }: HandlerContext): Promise<SaveReply> =>
      store.update(plant, input.rows),
    remove: async (input: { rows: { id: number }[] }, { plant }: HandlerContext): Promise<SaveReply> =>
      store.remove(plant, input.rows),
    save: async (input: Batch<Ins, Upd>, { plant }: HandlerContext): Promise<SaveReply> => store.save(plant, input),
  };
}

/** GET {Screen}/GetDefaults. */
export const defaultsHandler =
  <Row extends Record<string, unknown>>(store: GridStore<Row, unknown, unknown>) =>
  async (_input: unknown, { plant }: HandlerContext) =>
    store.defaults(plant);
