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

/** A request asking for more rows than this (the pager's pages and lookups ask 50 at most) is large. */
export const LARGE_ROWS = 1_000;
/** Large requests of one user that may wait behind the one running; more are refused. */
export const LARGE_WAITING = 4;

/** A request let through, to be told when it is over; or refused with a message naming the limit. */
export type Admission = { refusal: TRPCError } | { done(): void };

/**
 * What one request may ask for: at most `maxRows` rows over all its list calls together (each
 * call's own cap alone let one batch ask for 32 times as many), refused outright. And a user's
 * large requests run one at a time, in order (a few in parallel made every other user wait on
 * the services): a further one waits for the earlier, up to LARGE_WAITING, then is refused.
 */
export function rowBudget(maxRows: number) {
  const queues = new Map<string, { waiting: number; last: Promise<void> }>();
  return async (calls: { path: string; input: unknown }[], user: string | null): Promise<Admission> => {
    const rows = calls.reduce((sum, { path, input }) => sum + rowsAsked(path, input), 0);
    if (rows > maxRows)
      return {
        refusal: new TRPCError({
          code: 'BAD_REQUEST',
          message: `A request may load at most ${count(maxRows)} rows; this one asks for ${count(rows)}.`,
        }),
      };
    if (rows <= LARGE_ROWS || user === null) return { done: () => {} };
    const queue = queues.get(user) ?? { waiting: 0, last: Promise.resolve() };
    if (queue.waiting > LARGE_WAITING)
      return {
        refusal: new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `A user may have at most ${LARGE_WAITING} requests of over ${count(LARGE_ROWS)} rows waiting; wait for the earlier ones to finish.`,
        }),
      };
    let done = () => {};
    const turn = queue.last;
    queue.last = new Promise((resolve) => {
      done = resolve;
    });
    queue.waiting++;
    queues.set(user, queue);
    await turn;
    return {
      done: () => {
        done();
        if (--queue.waiting === 0) queues.delete(user);
      },
    };
  };
}
