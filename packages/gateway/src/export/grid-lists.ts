import { type AnyCall, flattenCalls, registry } from '@fgss/contracts';
import { z } from 'zod';

/** A registry call that loads a grid page: GET with skip/take, replying { data: rows[] }. */
export interface GridList {
  call: AnyCall;
  /** Columns of its rows: the fields an export may ask for. */
  columns: string[];
}

function asGridList(call: AnyCall): GridList | null {
  const { input, response } = call;
  if (call.method !== 'GET' || !(input instanceof z.ZodObject) || !(response instanceof z.ZodObject)) return null;
  if (!('skip' in input.shape && 'take' in input.shape)) return null;
  // A grid's data are its rows, or its groups when the load is grouped (gridReply): rows come first.
  const data = response.shape.data instanceof z.ZodUnion ? response.shape.data.options[0] : response.shape.data;
  if (!(data instanceof z.ZodArray) || !(data.element instanceof z.ZodObject)) return null;
  return { call, columns: Object.keys(data.element.shape) };
}

const all = new Map(flattenCalls(registry).map(({ name, call }) => [name, call]));
const lists = new Map(
  flattenCalls(registry).flatMap(({ name, call }) => {
    const list = asGridList(call);
    return list ? [[name, list] as const] : [];
  }),
);

/** The grid list called `name`, 'unknown' when no call has that name, or 'not-a-list'. */
export function gridList(name: string): GridList | 'unknown' | 'not-a-list' {
  return lists.get(name) ?? (all.has(name) ? 'not-a-list' : 'unknown');
}
