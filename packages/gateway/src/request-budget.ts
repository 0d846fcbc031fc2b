import { type AnyCall, flattenCalls, MAX_TAKE, registry } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';

const count = (n: number) => n.toLocaleString('en-US');

/** The schema of a call's `take`, wherever its input object (or an intersection of them) has one. */
function takeOf(input: z.ZodType): z.ZodType | undefined {
  if (input instanceof z.ZodObject) return input.shape.take as z.ZodType | undefined;
  if (input instanceof z.ZodIntersection)
    return takeOf(input.def.left as z.ZodType) ?? takeOf(input.def.right as z.ZodType);
  return undefined;
}

/**
 * The rows a call loads when its input names no `take`: the schema's default, else what the
 * services answer then, every row up to the cap ('all'). Calls without `take` load no list.
 */
function defaultTakeOf(call: AnyCall): number | undefined {
  const take = takeOf(call.input);
  if (!take) return undefined;
  const fallback = take.safeParse(undefined);
  return fallback.success && typeof fallback.data === 'number' ? fallback.data : MAX_TAKE;
}

const defaultTakes: ReadonlyMap<string, number> = new Map(
  flattenCalls(registry).flatMap(({ name, call }) => {
    const take = call.method === 'GET' ? defaultTakeOf(call) : undefined;
    return take === undefined ? [] : [[name, take] as const];
  }),
);

/**
 * The rows a call's raw input asks for: its `take` ('all' is the cap, MAX_TAKE), or its default.
 * A `take` that is no count is the input check's to refuse, and counts nothing here.
 */
export function rowsAsked(procedure: string, input: unknown): number {
  const fallback = defaultTakes.get(procedure);
  if (fallback === undefined) return 0;
  const take = typeof input === 'object' && input !== null ? (input as { take?: unknown }).take : undefined;
  if (take === undefined || take === null || take === '') return fallback;
  const n = Number(take);
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_TAKE) : 0;
}

/**
 * A request's refusal when its list calls together ask for more than `maxRows` rows (each call's
 * own cap alone let one batch of them ask for 32 times as many); the message says the limit.
 */
export function rowBudget(maxRows: number) {
  return (calls: { path: string; input: unknown }[]): TRPCError | undefined => {
    const rows = calls.reduce((sum, { path, input }) => sum + rowsAsked(path, input), 0);
    if (rows <= maxRows) return undefined;
    return new TRPCError({
      code: 'BAD_REQUEST',
      message: `A request may load at most ${count(maxRows)} rows; this one asks for ${count(rows)}.`,
    });
  };
}
