import {
  type AnyCall,
  type BatchSave,
  type CallTree,
  countSignInAttempt,
  type FileCall,
  flattenTree,
  isBatchSave,
  prototypeKeyIn,
  prototypeKeyMessage,
  type Registry,
  registry,
  signInAttemptCalls,
  tooManySignInAttempts,
  traceSearch,
} from '@fgss/contracts';
import {
  initTRPC,
  type TRPCBuiltRouter,
  TRPCError,
  type TRPCMutationProcedure,
  type TRPCQueryProcedure,
} from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { z } from 'zod';
import { checkAccess } from './access.js';
import { runBatchSave } from './batch-save.js';
import type { Context } from './context.js';
import { errorFormatter, RetryAfter } from './errors.js';
import { forward } from './forward.js';
import { runTrace } from './trace.js';

// isDev false: no stack traces in error replies, whatever NODE_ENV says.
const t = initTRPC.context<Context>().create({ errorFormatter, isDev: false });

type ProcedureOf<C extends AnyCall> = C['method'] extends 'GET'
  ? TRPCQueryProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>
  : TRPCMutationProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>;

type BatchSaveProcedure<S extends BatchSave> = TRPCMutationProcedure<{
  meta: unknown;
  input: z.input<S['input']>;
  output: z.output<S['response']>;
}>;

/**
 * The router's type, derived from the registry: one procedure per service call that answers JSON
 * and per grid save.
 */
export type ProceduresOf<T> = {
  [K in keyof T as T[K] extends FileCall ? never : K]: T[K] extends AnyCall
    ? ProcedureOf<T[K]>
    : T[K] extends BatchSave
      ? BatchSaveProcedure<T[K]>
      : ProceduresOf<T[K]>;
};

/** A procedure: its kind and what answering it takes. */
export interface Procedure {
  type: 'query' | 'mutation';
  run(ctx: Context, getRawInput: () => Promise<unknown>): Promise<unknown>;
}

/**
 * A call, or a grid's save, as a procedure. The sign-in throttle and the access check come
 * before input validation, so they hold whatever the input is; the input is then validated as
 * tRPC's `.input()` does (a BAD_REQUEST whose cause is the schema's error) and forwarded, or for
 * a save, sent as its calls.
 */
function procedureFor(call: AnyCall | BatchSave | typeof traceSearch): Procedure {
  const composed = call === traceSearch;
  const signIn = !composed && !isBatchSave(call) && signInAttemptCalls.has(call as AnyCall);
  const answer: Procedure['run'] = async (ctx, getRawInput) => {
    const raw = await getRawInput();
    if (signIn) {
      const wait = await countSignInAttempt(ctx.signInCounters, ctx.clientIp, raw);
      if (wait > 0)
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: tooManySignInAttempts(wait),
          cause: new RetryAfter(wait),
        });
    }
    checkAccess(call.access, ctx, raw);
    // Refused, not silently stripped: the services refuse such input too.
    const key = prototypeKeyIn(raw);
    if (key) throw new TRPCError({ code: 'BAD_REQUEST', message: prototypeKeyMessage(key) });
    let input: unknown;
    try {
      input = await call.input.parseAsync(raw);
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', cause });
    }
    if (composed) return runTrace(input as never, ctx);
    return isBatchSave(call) ? runBatchSave(call, input as never, ctx) : forward(call as AnyCall, input, ctx);
  };
  return {
    type: composed ? 'query' : isBatchSave(call) || (call as AnyCall).method !== 'GET' ? 'mutation' : 'query',
    run: !signIn
      ? answer
      : async (ctx, getRawInput) => {
          try {
            return await answer(ctx, getRawInput);
          } catch (err) {
            // Wrong passwords, throttled and disabled users: what an operator watches for attacks.
            if (err instanceof TRPCError && getHTTPStatusCodeFromError(err) < 500)
              ctx.metrics.signInRefusals.inc({ reason: err.code });
            throw err;
          }
        },
  };
}

/**
 * Every call and grid save of the registry by its procedure path
 * ('configuration.LocationMaster.list'), but the calls that answer files: the file route carries
 * those (file-route.ts).
 */
export const procedures: ReadonlyMap<string, Procedure> = new Map([
  ...flattenTree(registry as unknown as CallTree)
    .filter(({ node }) => isBatchSave(node) || node.reply !== 'file')
    .map(({ name, node }) => [name, procedureFor(node)] as const),
  // The gateway's own composed procedures, beside the registry's.
  [traceSearch.name, procedureFor(traceSearch)],
]);

/**
 * The router's type, for the web's client, and its error formatting; the procedures themselves
 * are answered by the route (procedure-route.ts) from `procedures`, without tRPC's middleware
 * chain, which copied its options object at every step (a tenth of the gateway's CPU per call).
 */
/** The procedures the gateway composes from several calls (trace.ts), typed beside the registry's. */
type ComposedProcedures = {
  report: {
    Trace: {
      search: TRPCQueryProcedure<{
        meta: unknown;
        input: z.input<typeof traceSearch.input>;
        output: z.output<typeof traceSearch.response>;
      }>;
    };
  };
};
export const appRouter = t.router({}) as unknown as TRPCBuiltRouter<
  typeof t._config.$types,
  ProceduresOf<Registry> & ComposedProcedures
>;
export type AppRouter = typeof appRouter;
