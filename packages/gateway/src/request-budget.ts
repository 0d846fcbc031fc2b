import { type AnyCall, flattenCalls, MAX_TAKE, registry } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { RetryAfter } from './errors.js';

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

/** The most rows the pager's pages and the lookups ask for. */
export const PAGE_ROWS = 50;
/** A request asking for more rows than this (the pager's pages and lookups ask 50 at most) is large. */
export const LARGE_ROWS = 1_000;
/** Large requests of one user that may wait behind the one running; more are refused. */
export const LARGE_WAITING = 4;

/** A user refused for a full queue of large requests may try again after this long (seconds). */
const QUEUE_FULL_WAIT_S = 2;

/** What a user's replies may weigh over time: a first `burstMb`, then `mbPerSecond`. */
export interface ReplyAllowance {
  mbPerSecond: number;
  burstMb: number;
}

/** A request let through, its calls weighed as they are answered; or refused with a message naming the limit. */
export type Admission = { refusal: TRPCError } | Admitted;
export interface Admitted {
  /** Whether its calls run one after another, each let start only while the user is within the allowance. */
  oneByOne: boolean;
  /** The refusal of a call about to start, when the user's replies are over the allowance. */
  refusalNow(): TRPCError | undefined;
  /** Counts the bytes of a call's reply. */
  add(bytes: number): void;
  /** The request is answered. */
  done(): void;
}

/**
 * What one request may ask for: at most `maxRows` rows over all its list calls together (each
 * call's own cap alone let one batch ask for 32 times as many), refused outright. A user's large
 * requests run one at a time, in order (a few in parallel made every other user wait on the
 * services): a further one waits for the earlier, up to LARGE_WAITING, then is refused.
 *
 * And what a user's replies weigh over time (`allowance`): rows asked say little of a reply (a
 * take of 7,812 may answer 1 MB or nothing), so each call's reply is counted in bytes once
 * answered, draining at `mbPerSecond`. A user over `burstMb` is refused, 429 with the seconds
 * until they are within it again, before a request reaches a service; a large request's calls
 * run one after another (the services answer others between them) and those that would start
 * over it are refused the same way, each in its place of the batch.
 */
export function rowBudget(maxRows: number, allowance: ReplyAllowance, now = () => performance.now()) {
  const queues = new Map<string, { waiting: number; last: Promise<void> }>();
  const replies = replyMeter(allowance, now);
  return async (calls: { path: string; input: unknown }[], user: string | null): Promise<Admission> => {
    const rows = calls.reduce((sum, { path, input }) => sum + rowsAsked(path, input), 0);
    if (rows > maxRows)
      return {
        refusal: new TRPCError({
          code: 'BAD_REQUEST',
          message: `A request may load at most ${count(maxRows)} rows; this one asks for ${count(rows)}.`,
        }),
      };
    if (user === null) return { oneByOne: false, refusalNow: () => undefined, add: () => {}, done: () => {} };
    // A screen's pages and lookups are not weighed: a user paging quickly is no load to stop.
    const weighed = rows > PAGE_ROWS;
    const admitted = (oneByOne: boolean, done: () => void): Admission => {
      const refusal = replies.refusal(user);
      if (refusal) {
        done();
        return { refusal };
      }
      return {
        oneByOne,
        refusalNow: () => replies.refusal(user),
        add: (bytes) => {
          if (weighed) replies.add(user, bytes);
        },
        done,
      };
    };
    if (rows <= LARGE_ROWS) return admitted(false, () => {});
    const queue = queues.get(user) ?? { waiting: 0, last: Promise.resolve() };
    if (queue.waiting > LARGE_WAITING)
      return {
        refusal: new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: `A user may have at most ${LARGE_WAITING} requests of over ${count(LARGE_ROWS)} rows waiting; wait for the earlier ones to finish.`,
          cause: new RetryAfter(QUEUE_FULL_WAIT_S),
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
    // Weighed when its turn comes: the earlier replies of the queue have counted by then.
    return admitted(true, () => {
      done();
      if (--queue.waiting === 0) queues.delete(user);
    });
  };
}

/** Users whose replies drained to nothing are forgotten once this many are remembered. */
const REMEMBERED_USERS = 10_000;

/** Each user's reply bytes not yet drained, draining at `mbPerSecond` (a leaky bucket). */
function replyMeter({ mbPerSecond, burstMb }: ReplyAllowance, now: () => number) {
  const perMs = (mbPerSecond * 1e6) / 1000;
  const burst = burstMb * 1e6;
  const users = new Map<string, { bytes: number; at: number }>();
  const level = (user: string) => {
    const entry = users.get(user);
    return entry ? Math.max(0, entry.bytes - (now() - entry.at) * perMs) : 0;
  };
  return {
    add(user: string, bytes: number) {
      if (users.size >= REMEMBERED_USERS) for (const name of users.keys()) if (level(name) === 0) users.delete(name);
      users.set(user, { bytes: level(user) + bytes, at: now() });
    },
    /** The refusal of a user over the burst, naming the seconds until they are under it again. */
    refusal(user: string): TRPCError | undefined {
      const over = level(user) - burst;
      if (over <= 0) return undefined;
      const wait = Math.max(1, Math.ceil(over / perMs / 1000));
      return new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `A user may load about ${mbPerSecond} MB a second after a first ${burstMb} MB; this one loaded more. Try again in ${wait} s.`,
        cause: new RetryAfter(wait),
      });
    },
  };
}
