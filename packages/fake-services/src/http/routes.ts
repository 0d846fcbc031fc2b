import { type AnyCall, type CallTree, flattenCalls, type Registry, registry } from '@fgss/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenSigner } from '../auth/tokens.js';
import type { Databases } from '../db/databases.js';
import { authorize, TOKEN_REQUIRED } from './access.js';
import { badRequest, issueLines, unauthorized } from './errors.js';
import type { Handler, HandlerContext, HandlersOf } from './handlers.js';

/** `{plantId}` in a spec path becomes Fastify's `:plantId`. */
export const routeUrl = (call: AnyCall) => `/${call.service}/${call.path.replace(/\{(\w+)\}/g, ':$1')}`;

function handlerAt(handlers: HandlersOf<Registry>, name: string): Handler<AnyCall> {
  const found = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], handlers);
  if (typeof found !== 'function') throw new Error(`No handler for ${name}`);
  return found as Handler<AnyCall>;
}

/** The verified claims of the request's bearer token; 401 when it is missing or not valid. */
async function bearerUser(request: FastifyRequest, tokens: TokenSigner) {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(TOKEN_REQUIRED);
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const user = match?.[1] ? await tokens.verify(match[1]) : null;
  if (!user) throw unauthorized('Invalid or expired token');
  return user;
}

/** The request's input: query string for GET, JSON body otherwise, plus path parameters. */
function rawInput(call: AnyCall, request: FastifyRequest): unknown {
  const source = call.method === 'GET' ? request.query : (request.body ?? {});
  const params = request.params as Record<string, string>;
  if (Object.keys(params).length === 0) return source;
  return typeof source === 'object' && !Array.isArray(source) ? { ...source, ...params } : source;
}

/**
 * One route per call of the contract registry, and no other service route: the URL is the
 * service prefix plus the spec path, the input is validated by the call's schema, the caller's
 * token and access rule are checked, and the typed handler answers.
 */
export function registerServiceRoutes(
  app: FastifyInstance,
  handlers: HandlersOf<Registry>,
  deps: { databases: Databases; tokens: TokenSigner },
): void {
  for (const { name, call } of flattenCalls(registry as unknown as CallTree)) {
    const handler = handlerAt(handlers, name);
    app.route({
      method: call.method,
      url: routeUrl(call),
      handler: async (request) => {
        const user = call.access.kind === 'public' ? null : await bearerUser(request, deps.tokens);
        const parsed = call.input.safeParse(rawInput(call, request));
        if (!parsed.success) {
          const lines = issueLines(parsed.error);
          throw badRequest(lines.join('\n'), lines);
        }
        authorize(call.access, user, parsed.data);
        const ctx: HandlerContext = {
          central: deps.databases.central,
          user,
          get plant() {
            if (!user) throw unauthorized('This call needs a signed-in user');
            const db = deps.databases.plant(user.server);
            if (!db) throw unauthorized(`Unknown server '${user.server}'`);
            return db;
          },
        };
        return handler(parsed.data, ctx);
      },
    });
  }
}
