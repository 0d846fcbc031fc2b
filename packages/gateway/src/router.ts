import {
  type AnyCall,
  type CallTree,
  countSignInAttempt,
  isCall,
  prototypeKeyIn,
  prototypeKeyMessage,
  type Registry,
  registry,
  signInAttemptCalls,
  tooManySignInAttempts,
} from '@fgss/contracts';
import {
  initTRPC,
  type TRPCBuiltRouter,
  TRPCError,
  type TRPCMutationProcedure,
  type TRPCQueryProcedure,
} from '@trpc/server';
import type { z } from 'zod';
import { checkAccess } from './access.js';
import type { Context } from './context.js';
import { errorFormatter, RetryAfter } from './errors.js';
import { forward } from './forward.js';

// isDev false: no stack traces in error replies, whatever NODE_ENV says.
const t = initTRPC.context<Context>().create({ errorFormatter, isDev: false });

type ProcedureOf<C extends AnyCall> = C['method'] extends 'GET'
  ? TRPCQueryProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>
  : TRPCMutationProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>;

/** The router's type, derived from the registry: one procedure per service call. */
export type ProceduresOf<T> = { [K in keyof T]: T[K] extends AnyCall ? ProcedureOf<T[K]> : ProceduresOf<T[K]> };

function procedureFor(call: AnyCall) {
  const p = t.procedure
    // Rate limit and access come before input validation, so they hold whatever the input is.
    .use(async ({ ctx, getRawInput, next }) => {
      if (signInAttemptCalls.has(call)) {
        const wait = await countSignInAttempt(ctx.signInCounters, ctx.clientIp, await getRawInput());
        if (wait > 0)
          throw new TRPCError({
            code: 'TOO_MANY_REQUESTS',
            message: tooManySignInAttempts(wait),
            cause: new RetryAfter(wait),
          });
      }
      const raw = await getRawInput();
      checkAccess(call.access, ctx, raw);
      // Refused, not silently stripped: the services refuse such input too.
      const key = prototypeKeyIn(raw);
      if (key) throw new TRPCError({ code: 'BAD_REQUEST', message: prototypeKeyMessage(key) });
      return next();
    })
    .input(call.input);
  const resolve = ({ ctx, input }: { ctx: Context; input: unknown }) => forward(call, input, ctx);
  return call.method === 'GET' ? p.query(resolve) : p.mutation(resolve);
}

function build(tree: CallTree): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([k, node]) => [k, isCall(node) ? procedureFor(node) : build(node)]),
  );
}

export const appRouter = t.router(build(registry as unknown as CallTree) as never) as unknown as TRPCBuiltRouter<
  typeof t._config.$types,
  ProceduresOf<Registry>
>;
export type AppRouter = typeof appRouter;
