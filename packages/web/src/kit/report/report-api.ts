import type { AnyCall, CallInput, CallOutput, Registry } from '@fgss/contracts';
import type { UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';
import { at } from './search-rules';

type Service = keyof Registry & string;
type CallAt<S extends Service, G extends keyof Registry[S], C extends keyof Registry[S][G]> = Registry[S][G][C];

/** 'service.Screen.call' of every GET call whose reply and input match `Shape`. */
type PathOf<Input, Reply> = {
  [S in Service]: {
    [G in keyof Registry[S] & string]: {
      [C in keyof Registry[S][G] & string]: CallAt<S, G, C> extends AnyCall & { method: 'GET' }
        ? CallInput<CallAt<S, G, C>> extends Input
          ? CallOutput<CallAt<S, G, C>> extends Reply
            ? `${S}.${G}.${C}`
            : never
          : never
        : never;
    }[keyof Registry[S][G] & string];
  }[keyof Registry[S] & string];
}[Service];

/** A report search: paged and sorted, replying the rows and their total. */
export type ReportPath = PathOf<{ skip?: unknown; take?: unknown }, { data: unknown[]; totalCount?: number }>;
/** A paged lookup (ASN, part numbers): skip, take and the typed text, replying { data }. */
export type LookupPath = PathOf<{ skip?: unknown; take?: unknown }, { data: unknown[] }>;
/** A short list for a select (years, months, types, locations). */
export type OptionsPath = PathOf<object, unknown[] | { data: unknown[] }>;

export interface Page<Row> {
  data: Row[];
  totalCount?: number;
  message?: string | null;
}

interface QueryHook<Out> {
  useQuery(input: Record<string, unknown>, opts?: Partial<UseQueryOptions<Out, Error>>): UseQueryResult<Out, Error>;
}

/** The query hook of a call, found on the tRPC proxy by its dotted name. */
export function useCallQuery<Out>(
  path: string,
  input: Record<string, unknown>,
  opts?: Partial<UseQueryOptions<Out, Error>>,
): UseQueryResult<Out, Error> {
  return at<QueryHook<Out>>(trpc, path).useQuery(input, opts);
}

/** A function that runs a call once (outside the render), by its dotted name. */
export function useCallFetch<Out>(path: string): (input: Record<string, unknown>) => Promise<Out> {
  const client = trpc.useUtils().client;
  return (input) => at<{ query(i: Record<string, unknown>): Promise<Out> }>(client, path).query(input);
}
