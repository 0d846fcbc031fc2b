import {
  type AnyTRPCRouter,
  getErrorShape,
  getTRPCErrorFromUnknown,
  TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import { getHTTPStatusCode, getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Admission } from './request-budget.js';

export interface ProcedureRouteOptions<Ctx> {
  /** Its error formatting and transformer. */
  router: AnyTRPCRouter;
  procedures: ReadonlyMap<
    string,
    { type: string; run(ctx: Ctx, getRawInput: () => Promise<unknown>): Promise<unknown> }
  >;
  createContext(req: FastifyRequest): Promise<Ctx>;
  /** Procedures per batched request. */
  maxBatchSize: number;
  /**
   * Admits a whole request for what its calls ask together, given their raw inputs (it may make
   * the request wait its turn), or refuses it. An admitted request's calls run one by one when it
   * says so, each refused when `refusalNow` says; each reply's bytes are counted with `add`.
   */
  budget(calls: { path: string; input: unknown }[], ctx: Ctx): Promise<Admission>;
  /**
   * Waits before a refusal of the whole request (too large, over the budget, not signed in) is
   * sent, so that a caller asking again at once cannot make refusals the gateway's main work.
   */
  paceRefusal(req: FastifyRequest, ctx: Ctx | undefined): Promise<void>;
  /** Headers a reply carries because of its refusals (Retry-After). */
  headersFor(errors: TRPCError[]): Record<string, string>;
  onError(opts: { error: TRPCError; path: string; req: FastifyRequest }): void;
  /** Each call of a known procedure once answered: its HTTP status and how long it took. */
  observe(opts: { path: string; status: number; seconds: number }): void;
}

type Item = { result: { data: unknown } } | { error: unknown };

const methodOf = { query: 'GET', mutation: 'POST' } as Record<string, string>;

/**
 * The router at `/trpc/<path>` in tRPC's HTTP format, as httpLink and httpBatchLink speak it (JSON,
 * no transformer, no streaming): a query is a GET with its input as JSON in `input`, a mutation a
 * POST with a JSON body; `?batch=1` names several procedures, comma-separated, with their inputs
 * keyed by position, and gets an array back (207 when their statuses differ). tRPC's own Fastify
 * adapter turns each request into a fetch Request and its reply into a Response streamed back;
 * that round trip was a quarter of the gateway's CPU per forwarded call. Here each procedure is
 * answered directly, and the reply is one JSON text sent with its length.
 */
export async function registerProcedureRoute<Ctx>(app: FastifyInstance, opts: ProcedureRouteOptions<Ctx>) {
  const { router, procedures, maxBatchSize } = opts;
  const config = router._def._config;

  await app.register(async (scope) => {
    // The body is parsed below, so bad JSON is a tRPC error of the calls like any other input problem.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: '/trpc/:path',
      handler: async (req, reply) => {
        const batch = (req.query as { batch?: string }).batch === '1';
        const { path } = req.params as { path: string };
        const paths = batch ? path.split(',') : [path];
        const errors: TRPCError[] = [];
        const refuse = (error: TRPCError, callPath: string, type: string, ctx?: Ctx): Item => {
          errors.push(error);
          opts.onError({ error, path: callPath, req });
          return {
            error: getErrorShape({ config, error, type: type as never, path: callPath, input: undefined, ctx }),
          };
        };
        /** Each item as JSON on its own, so a call's reply is weighed once answered and written once. */
        const textOf = (item: Item) => JSON.stringify(transformTRPCResponse(config, item as never));
        const send = (body: Item | Item[], texts?: string[]) =>
          reply
            .code(getHTTPStatusCode(body as never))
            .headers(opts.headersFor(errors))
            .type('application/json')
            .send(texts ? (batch ? `[${texts.join(',')}]` : texts[0]) : textOf(body as Item));

        // A refusal of the whole request is one error, not one per call.
        if (batch && paths.length > maxBatchSize) {
          await opts.paceRefusal(req, undefined);
          return send(
            refuse(
              new TRPCError({
                code: 'BAD_REQUEST',
                message: `A request may batch at most ${maxBatchSize} calls; this one has ${paths.length}.`,
              }),
              path,
              'unknown',
            ),
          );
        }
        if (req.method === 'POST' && !req.headers['content-type']?.startsWith('application/json'))
          return send(
            refuse(
              new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the input as application/json' }),
              path,
              'unknown',
            ),
          );

        // Parsed once: for the request's budget, then for each call after its access check.
        let inputs: unknown[] | undefined;
        const inputAt = (index: number) => {
          inputs ??= parseInputs(req, batch, paths.length);
          return inputs[index];
        };
        let ctx: Ctx | undefined;
        let ctxError: TRPCError | undefined;
        try {
          ctx = await opts.createContext(req);
        } catch (cause) {
          ctxError = getTRPCErrorFromUnknown(cause);
        }

        // Inputs that cannot be read are each call's own error, below.
        let calls: { path: string; input: unknown }[] | undefined;
        try {
          calls = paths.map((callPath, index) => ({ path: callPath, input: inputAt(index) }));
        } catch {}
        const admission = calls && !ctxError ? await opts.budget(calls, ctx as Ctx) : undefined;
        if (ctxError || (admission && 'refusal' in admission)) await opts.paceRefusal(req, ctx);
        if (admission && 'refusal' in admission) return send(refuse(admission.refusal, path, 'unknown', ctx));

        const answer = async (callPath: string, index: number): Promise<Item> => {
          const procedure = procedures.get(callPath);
          const type = procedure?.type ?? 'unknown';
          const started = performance.now();
          const observe = (status: number) => {
            if (procedure) opts.observe({ path: callPath, status, seconds: (performance.now() - started) / 1000 });
          };
          try {
            if (ctxError) throw ctxError;
            const overBudget = admission?.oneByOne ? admission.refusalNow() : undefined;
            if (overBudget) throw overBudget;
            if (!procedure)
              throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${callPath}"` });
            if (methodOf[type] !== req.method)
              throw new TRPCError({
                code: 'METHOD_NOT_SUPPORTED',
                message: `Unsupported ${req.method}-request to ${type} procedure at path "${callPath}"`,
              });
            const data = await procedure.run(ctx as Ctx, async () => inputAt(index));
            observe(200);
            return { result: { data } };
          } catch (cause) {
            const error = getTRPCErrorFromUnknown(cause);
            observe(getHTTPStatusCodeFromError(error));
            return refuse(error, callPath, type, ctx);
          }
        };
        const items: Item[] = [];
        const texts: string[] = [];
        const settle = (index: number, item: Item) => {
          items[index] = item;
          texts[index] = textOf(item);
          admission?.add(Buffer.byteLength(texts[index]));
        };
        // A large request's calls one by one, so others' calls are answered between them.
        if (admission?.oneByOne)
          for (const [index, callPath] of paths.entries()) settle(index, await answer(callPath, index));
        else await Promise.all(paths.map(async (callPath, index) => settle(index, await answer(callPath, index))));
        admission?.done();
        return send(batch ? items : (items[0] as Item), texts);
      },
    });
  });
}

/** The inputs of the calls, by position: the `input` query parameter of a GET, else the JSON body. */
function parseInputs(req: FastifyRequest, batch: boolean, count: number): unknown[] {
  let raw: unknown;
  try {
    const text = req.method === 'GET' ? (req.query as { input?: string }).input : (req.body as string | undefined);
    raw = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: (cause as Error).message, cause });
  }
  if (!batch) return [raw];
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new TRPCError({ code: 'BAD_REQUEST', message: '"input" needs to be an object when doing a batch call' });
  const byIndex = raw as Record<string, unknown>;
  return Array.from({ length: count }, (_, i) => (Object.hasOwn(byIndex, i) ? byIndex[i] : undefined));
}
