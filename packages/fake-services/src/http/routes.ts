import {
  type AnyCall,
  acceptedLanguage,
  bodyKind,
  type CallTree,
  EXPORT_CURSOR_HEADER,
  EXPORT_CURSOR_PATH,
  EXPORT_FIELDS_HEADER,
  flattenCalls,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  isPrintCall,
  partRulesMessages,
  prototypeKeyIn,
  prototypeKeyMessage,
  type Registry,
  registry,
  type SessionClaims,
  services,
  UPLOAD_MAX_BYTES,
} from '@fgss/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionIsCurrent } from '../auth/directory.js';
import type { TokenSigner } from '../auth/tokens.js';
import type { CustomsLink } from '../customs/customs-link.js';
import type { Databases } from '../db/databases.js';
import { plainMasterHandler } from '../grid/plain-masters.js';
import type { PrintSettings } from '../labels/printer-check.js';
import type { RenderPool } from '../labels/render-pool.js';
import type { PrinterWatches } from '../print-center/printer-watch.js';
import { authorize, TOKEN_REQUIRED } from './access.js';
import { badRequest, invalidRequest, issueLines, knownErrorReply, RetryableError, unauthorized } from './errors.js';
import { type ExportPaging, releaseExport, withExportCursor } from './export-cursor.js';
import { sendFile } from './file-reply.js';
import type { FileReply, Handler, HandlerContext, HandlersOf } from './handlers.js';
import { IdempotentReplies, requestFingerprint, type StoredReply } from './idempotency.js';
import { JsonText } from './json-text.js';

/** `{plantId}` in a spec path becomes Fastify's `:plantId`. */
export const routeUrl = (call: AnyCall) => `/${call.service}/${call.path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The call's handler; a plain master's calls have theirs made from its entity. */
function handlerAt(handlers: HandlersOf<Registry>, name: string, call: AnyCall): Handler<AnyCall> {
  const found = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], handlers);
  if (typeof found === 'function') return found as Handler<AnyCall>;
  if (call.plainMaster) return plainMasterHandler({ ...call, plainMaster: call.plainMaster }, name);
  throw new Error(`No handler for ${name}`);
}

/** The token of the request's `Authorization: Bearer` header, unchecked; null when there is none. */
export const bearerTokenOf = (request: FastifyRequest): string | null =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;

/** The verified claims of the request's bearer token; 401 when it is missing, not valid or revoked. */
export async function bearerUser(request: FastifyRequest, deps: { databases: Databases; tokens: TokenSigner }) {
  if (!request.headers.authorization) throw unauthorized(TOKEN_REQUIRED);
  const token = bearerTokenOf(request);
  const user = token ? await deps.tokens.verify(token) : null;
  if (!user || !sessionIsCurrent(deps.databases.central, user)) throw unauthorized('Invalid or expired token');
  return user;
}

/**
 * The request's input where the call's contract puts it: the query string for GET; otherwise
 * the body (an object, or a bare array of rows) plus the members the contract sends in the
 * query string; then path parameters. Query members the contract does not name are not read.
 */
function rawInput(call: AnyCall, request: FastifyRequest): unknown {
  if (call.method === 'GET') return withParams(request.query, request);
  const body = request.body ?? (bodyKind(call) === 'rows' ? undefined : {});
  if (!call.query?.length) return withParams(body, request);
  const query = request.query as Record<string, unknown>;
  const inQuery = Object.fromEntries(call.query.filter((name) => name in query).map((name) => [name, query[name]]));
  return withParams(
    typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, ...inQuery } : (body ?? inQuery),
    request,
  );
}

function withParams(source: unknown, request: FastifyRequest): unknown {
  const params = request.params as Record<string, string>;
  if (Object.keys(params).length === 0) return source;
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? { ...source, ...params } : source;
}

/** The export the request pages, scoped to its caller so that no one reaches another's; undefined for none. */
function exportCursorOf(request: FastifyRequest, user: SessionClaims): string | undefined {
  const cursor = request.headers[EXPORT_CURSOR_HEADER.toLowerCase()];
  return typeof cursor === 'string' ? `${user.server}/${user.sub}/${cursor}` : undefined;
}

/** The export page the request is, with the fields it asks as arrays; undefined for none. */
function exportPagingOf(request: FastifyRequest, user: SessionClaims): ExportPaging | undefined {
  const cursor = exportCursorOf(request, user);
  if (!cursor) return undefined;
  const fields = request.headers[EXPORT_FIELDS_HEADER.toLowerCase()];
  return typeof fields === 'string' && fields ? { cursor, fields: fields.split(',') } : { cursor };
}

/** The request's Idempotency-Key, checked; undefined when none was sent. */
function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const key = idempotencyKey.safeParse(raw);
  if (!key.success) throw badRequest(`${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`);
  return key.data;
}

/** Room for the multipart framing and the text fields around the file of an upload. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * An upload call's input from its multipart/form-data body: the one file part `file` as
 * { name, content } and every text field, plus the members the contract sends in the query
 * string and path parameters.
 */
async function multipartInput(call: AnyCall, request: FastifyRequest): Promise<unknown> {
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(request.body))
    throw badRequest('An upload is sent as multipart/form-data');
  let form: FormData;
  try {
    form = await new Response(request.body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('The multipart/form-data body cannot be read');
  }
  const query = request.query as Record<string, unknown>;
  const input: Record<string, unknown> = {
    ...Object.fromEntries((call.query ?? []).filter((name) => name in query).map((name) => [name, query[name]])),
    ...(request.params as Record<string, string>),
  };
  const files: [string, File][] = [];
  for (const [key, value] of form) {
    if (typeof value === 'string') input[key] = value;
    else files.push([key, value]);
  }
  const [only] = files;
  if (files.length !== 1 || only?.[0] !== 'file') throw badRequest(partRulesMessages.singleFile);
  input.file = { name: only[1].name, content: new Uint8Array(await only[1].arrayBuffer()) };
  return input;
}

/**
 * One route per call of the contract registry, and per service only the export release beside them: the URL is the
 * service prefix plus the spec path, the input is validated by the call's schema, the caller's
 * token and access rule are checked, and the typed handler answers.
 */
export function registerServiceRoutes(
  app: FastifyInstance,
  handlers: HandlersOf<Registry>,
  deps: {
    databases: Databases;
    tokens: TokenSigner;
    printing: PrintSettings;
    printers: PrinterWatches;
    renders: RenderPool;
    customs: CustomsLink;
  },
): void {
  const idempotent = new IdempotentReplies();
  const calls = flattenCalls(registry as unknown as CallTree);
  // Upload bodies are read whole, up to the upload cap, and parsed by multipartInput.
  if (calls.some(({ call }) => call.upload))
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD },
      (_request, body, done) => done(null, body),
    );
  for (const { name, call } of calls) {
    const handler = handlerAt(handlers, name, call);
    app.route({
      method: call.method,
      url: routeUrl(call),
      handler: async (request, reply) => {
        const user = call.access.kind === 'public' ? null : await bearerUser(request, deps);
        const raw = call.upload ? await multipartInput(call, request) : rawInput(call, request);
        const protoKey = prototypeKeyIn(raw);
        if (protoKey) throw badRequest(prototypeKeyMessage(protoKey));
        const parsed = call.input.safeParse(raw);
        if (!parsed.success) {
          // The print services are ASP.NET's: their refusals carry the `errors` map (spec 2 section 7).
          if (isPrintCall(call)) throw invalidRequest(parsed.error);
          const lines = issueLines(parsed.error);
          throw badRequest(lines.join('\n'), lines);
        }
        authorize(call.access, user, parsed.data);
        const key = call.method === 'GET' || !user ? undefined : keyOf(request);
        const ctx: HandlerContext = {
          central: deps.databases.central,
          printing: { ...deps.printing, log: request.log },
          printers: deps.printers,
          renders: deps.renders,
          customs: deps.customs,
          idempotencyKey: key,
          language: acceptedLanguage(request.headers['accept-language']),
          clientIp: request.ip,
          user,
          get plant() {
            if (!user) throw unauthorized('This call needs a signed-in user');
            const db = deps.databases.plant(user.server);
            if (!db) throw unauthorized(`Unknown server '${user.server}'`);
            return db;
          },
        };
        if (call.reply === 'file')
          return sendFile(request, reply, parsed.data, (await handler(parsed.data, ctx)) as unknown as FileReply);
        if (!key || !user) {
          // An export's pages share one ordered result, never another caller's.
          const result = await withExportCursor(
            user && call.method === 'GET' ? exportPagingOf(request, user) : undefined,
            () => handler(parsed.data, ctx),
          );
          // Every reply is JSON; Fastify would send a bare string (ActivePlant's) as text/plain.
          if (typeof result === 'string') return reply.type('application/json').send(JSON.stringify(result));
          return result instanceof JsonText ? reply.type('application/json').send(result.bytes) : result;
        }
        // Every write and print with a key: a repeat gets the first reply, the work is done once.
        const answer = async (): Promise<StoredReply> => {
          try {
            return { status: 200, body: await handler(parsed.data, ctx) };
          } catch (err) {
            const known = err instanceof RetryableError ? null : knownErrorReply(err as Error);
            if (known) return known;
            throw err;
          }
        };
        const fingerprint = requestFingerprint(request.method, request.url, call.upload ? raw : request.body);
        const stored = await idempotent.run(
          ctx.plant,
          { server: user.server, user: user.sub },
          key,
          fingerprint,
          answer,
        );
        return reply.status(stored.status).type('application/json').send(JSON.stringify(stored.body));
      },
    });
  }
  // The gateway's word that an export was abandoned: its kept result is dropped now, not when idle.
  for (const service of services)
    app.delete(`/${service}/${EXPORT_CURSOR_PATH}`, async (request, reply) => {
      const cursor = exportCursorOf(request, await bearerUser(request, deps));
      if (!cursor) throw badRequest(`Send the export's ${EXPORT_CURSOR_HEADER}`);
      releaseExport(cursor);
      return reply.code(204).send();
    });
}
