import { type AnyCall, type CallTree, isCall, type Registry, registry } from '@fgss/contracts';
import { initTRPC, type TRPCBuiltRouter, type TRPCMutationProcedure, type TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import { checkAccess } from './access.js';
import type { Context } from './context.js';
import { errorFormatter } from './errors.js';
import { forward } from './forward.js';

const t = initTRPC.context<Context>().create({ errorFormatter });

type ProcedureOf<C extends AnyCall> = C['method'] extends 'GET'
  ? TRPCQueryProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>
  : TRPCMutationProcedure<{ meta: unknown; input: z.input<C['input']>; output: z.output<C['response']> }>;

/** The router's type, derived from the registry: one procedure per service call. */
export type ProceduresOf<T> = { [K in keyof T]: T[K] extends AnyCall ? ProcedureOf<T[K]> : ProceduresOf<T[K]> };

function procedureFor(call: AnyCall) {
  const p = t.procedure
    .input(call.input)
    .output(call.response)
    .use(({ ctx, input, next }) => {
      checkAccess(call.access, ctx, input);
      return next();
    });
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
export const createCaller = t.createCallerFactory(appRouter);
