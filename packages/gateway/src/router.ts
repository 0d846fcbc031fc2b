import { type AnyCall, type CallTree, isCall, type Registry, registry } from '@fgss/contracts';
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
import { errorFormatter } from './errors.js';
import { forward } from './forward.js';

// isDev false: no stack traces in error replies, whatever NODE_ENV says.
const t = initTRPC.context<Context>().create({ errorFormatter, isDev: false });

type ProcedureOf<C extends AnyCall> = C['method'] extends 'GET'
  ? TRPCQueryProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>
  : TRPCMutationProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>;

/** The router's type, derived from the registry: one procedure per service call. */
export type ProceduresOf<T> = { [K in keyof T]: T[K] extends AnyCall ? ProcedureOf<T[K]> : ProceduresOf<T[K]> };

/** Calls that try a password: counted per client address against FGSS_SIGNIN_PER_MINUTE. */
const signInCalls = new Set<AnyCall>([
  registry.auth.authentication.token,
  registry.auth.authentication.resetPassword,
  registry.auth.authentication.changePassword,
]);

function procedureFor(call: AnyCall) {
  const p = t.procedure
    // Rate limit and access come before input validation, so they hold whatever the input is.
    .use(async ({ ctx, getRawInput, next }) => {
      if (signInCalls.has(call)) {
        const waitSeconds = ctx.signInLimiter.hit(ctx.clientIp);
        if (waitSeconds > 0)
          throw new TRPCError({
            code: 'TOO_MANY_REQUESTS',
            message: `Too many sign-in attempts from this address. Try again in ${waitSeconds} seconds.`,
          });
      }
      checkAccess(call.access, ctx, await getRawInput());
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
