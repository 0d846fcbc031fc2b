import type { AnyCall, CallOutput, GridGroup, Registry, SaveReply } from '@fgss/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';
import type { Batch } from './batch';
import type { GridLoadOptions } from './load-options';
import type { Values } from './pending-changes';

/** 'service.Screen' of every registry node that has the master-grid calls (list and save). */
export type GridPath = {
  [S in keyof Registry & string]: {
    [G in keyof Registry[S] & string]: Registry[S][G] extends { list: unknown; save: unknown } ? `${S}.${G}` : never;
  }[keyof Registry[S] & string];
}[keyof Registry & string];

type GridCalls<P extends GridPath> = P extends `${infer S extends keyof Registry}.${infer G}`
  ? G extends keyof Registry[S]
    ? Registry[S][G]
    : never
  : never;

/** The row type a grid path's list call returns (the web never asks for groups). */
export type RowAt<P extends GridPath> =
  GridCalls<P> extends { list: infer L extends AnyCall }
    ? CallOutput<L> extends { data: (infer Row)[] }
      ? Exclude<Row, GridGroup<unknown>>
      : never
    : never;

export interface GridReply<Row> {
  data: Row[];
  totalCount?: number;
  message?: string | null;
}

/** The few tRPC hooks and utilities a master grid uses, for the procedures under one grid path. */
interface GridHooks<Row> {
  list: {
    useQuery(
      input: GridLoadOptions,
      opts: { placeholderData: typeof keepPreviousData; retry: false },
    ): UseQueryResult<GridReply<Row>, Error>;
  };
  save: { useMutation(): { mutateAsync(batch: Batch): Promise<SaveReply>; isPending: boolean } };
}

interface GridUtils<Row> {
  invalidate(): Promise<void>;
  getDefaults: { fetch(input: Record<string, never>): Promise<Row[]> };
}

/** A node of the tRPC proxy by its dotted name. */
function at<T>(root: unknown, path: string): T {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as T;
}

/**
 * The tRPC procedures of a grid path. The proxy is walked by name, so every grid shares this one
 * binding; the path type admits only registry nodes that have the master-grid calls. A grid whose
 * entity has a primary field also needs the node's getDefaults call.
 */
export function useGridProcedures<Row extends Values>(path: GridPath, input: GridLoadOptions) {
  const hooks = at<GridHooks<Row>>(trpc, path);
  const utils = at<GridUtils<Row>>(trpc.useUtils(), path);
  const list = hooks.list.useQuery(input, { placeholderData: keepPreviousData, retry: false });
  const save = hooks.save.useMutation();
  return { list, save, utils };
}
