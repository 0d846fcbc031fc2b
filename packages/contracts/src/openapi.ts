import { z } from 'zod';
import { type AnyCall, bodyKind, type CallTree, flattenCalls, type ServiceName, services, XLSX_TYPE } from './call.js';
import { IDEMPOTENCY_KEY_HEADER } from './constants.js';

/**
 * The services' API as an OpenAPI 3.1 document, generated from the registry, so the team that
 * runs the real services can diff their API against ours. Schemas are zod's own JSON Schema
 * output (draft 2020-12, OpenAPI 3.1's dialect): requests as the caller sends them (`input`),
 * replies as they must parse (`output`). `docs/openapi.json` is this document, written by
 * `pnpm openapi`; the fake plant serves it at `/openapi.json`.
 */

type Schema = Record<string, unknown>;
type Json = Record<string, unknown>;

/** Where the fake plant serves each service; a real deployment names its own base per service. */
const serviceServer = (service: ServiceName) => ({
  url: '{base}',
  description: `The ${service} service`,
  variables: { base: { default: `/${service}`, description: `FGSS_${service.toUpperCase()}_URL` } },
});

/**
 * Parts with no JSON Schema form: an upload's bytes are a binary string, a date its ISO text;
 * anything else (a refinement-only custom type) accepts any value.
 */
const unrepresentable: z.core.UnrepresentableHandler = ({ zodSchema }) => {
  const { type } = zodSchema._zod.def;
  if (type === 'custom') return { type: 'string', format: 'binary' };
  if (type === 'date') return { type: 'string', format: 'date-time' };
  return 'any';
};

/**
 * A zod schema as JSON Schema. A recursive schema's `$defs` go to the document's components
 * under `name`, with its `$ref`s pointed there, since a `#/$defs` ref would resolve against the
 * whole document.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', name: string, components: Json): Schema {
  const generated = z.toJSONSchema(schema, { io, unrepresentable, metadata: z.registry() }) as Schema;
  const target = (def: string) => `${name}.${def.replace(/^_+/, '')}`;
  const {
    $schema: _,
    $defs,
    ...rest
  } = JSON.parse(JSON.stringify(generated), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
      ? `#/components/schemas/${target(value.slice('#/$defs/'.length))}`
      : value,
  ) as Schema;
  for (const [def, body] of Object.entries(($defs ?? {}) as Json)) components[target(def)] = body;
  return rest;
}

/** The members of an object schema, and which are required. */
const membersOf = (schema: Schema) => ({
  properties: (schema.properties ?? {}) as Record<string, Schema>,
  required: new Set((schema.required ?? []) as string[]),
});

/** A query member: plain values as text, objects and arrays JSON-encoded (encodeQuery). */
function queryParameter(name: string, schema: Schema, required: boolean): Json {
  const structured = schema.type === 'object' || schema.type === 'array' || !schema.type;
  return structured && (schema.type || schema.properties || schema.items)
    ? { name, in: 'query', required, content: { 'application/json': { schema } } }
    : { name, in: 'query', required, schema };
}

/** The object schema of `schema`'s members except those named. */
function without(schema: Schema, names: Set<string>): Schema {
  const { properties, required } = membersOf(schema);
  const kept = Object.fromEntries(Object.entries(properties).filter(([n]) => !names.has(n)));
  const { required: _, ...rest } = schema;
  const stillRequired = [...required].filter((n) => !names.has(n));
  return { ...rest, properties: kept, ...(stillRequired.length ? { required: stillRequired } : {}) };
}

function operation(name: string, call: AnyCall, components: Json): Json {
  const input = jsonSchema(call.input, 'input', `${name}.input`, components);
  const kind = bodyKind(call);
  const pathNames = new Set([...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string));
  const { properties, required } = membersOf(input);
  const inQuery =
    kind === 'none' ? Object.keys(properties).filter((n) => !pathNames.has(n)) : (call.query ?? []).slice();
  const parameters: Json[] = [
    ...[...pathNames].map((n) => ({
      name: n,
      in: 'path',
      required: true,
      schema: properties[n] ?? { type: 'string' },
    })),
    ...inQuery.map((n) => queryParameter(n, properties[n] ?? {}, required.has(n))),
  ];
  if (call.acceptLanguage)
    parameters.push({ name: 'Accept-Language', in: 'header', required: false, schema: { enum: ['EN', 'ES'] } });
  if (kind !== 'none')
    parameters.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description: 'One key per user action: a repeat gets the first reply and does not do the work twice.',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
    });

  const op: Json = { operationId: name, tags: [call.service] };
  if (parameters.length) op.parameters = parameters;
  const body = requestBody(kind, input, new Set([...pathNames, ...inQuery]));
  if (body) op.requestBody = body;
  op.responses = {
    '200':
      call.reply === 'file'
        ? {
            description: 'A spreadsheet, named in Content-Disposition',
            content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
          }
        : {
            description: 'OK',
            content: {
              'application/json': { schema: jsonSchema(call.response, 'output', `${name}.output`, components) },
            },
          },
    '4XX': { $ref: '#/components/responses/Error' },
    '5XX': { $ref: '#/components/responses/Error' },
  };
  if (call.access.kind === 'public') op.security = [];
  if (call.timeoutMs) op['x-timeout-ms'] = call.timeoutMs;
  return op;
}

function requestBody(kind: ReturnType<typeof bodyKind>, input: Schema, elsewhere: Set<string>): Json | null {
  if (kind === 'none') return null;
  if (kind === 'rows') return { required: true, content: { 'application/json': { schema: input } } };
  const members = without(input, elsewhere);
  if (Object.keys(membersOf(members).properties).length === 0) return null;
  if (kind === 'object') return { required: true, content: { 'application/json': { schema: members } } };
  // The file goes as part `file`; other members as text fields (multipartForm).
  const { properties } = membersOf(members);
  const schema = { ...members, properties: { ...properties, file: { type: 'string', format: 'binary' } } };
  return {
    required: true,
    content: { 'multipart/form-data': { schema, encoding: { file: { contentType: 'application/octet-stream' } } } },
  };
}

export function openApiDocument(tree: CallTree): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  for (const { name, call } of flattenCalls(tree)) {
    const key = `/${call.path}`;
    paths[key] ??= { servers: [serviceServer(call.service)] };
    const item = paths[key] as Json;
    const method = call.method.toLowerCase();
    if (item[method]) throw new Error(`${call.method} ${key} is declared twice (${name})`);
    item[method] = operation(name, call, components);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'FGSS plant services',
      version: '1.0.0',
      description:
        'The plant services the FGSS gateway calls, as section 7 of the specification writes them. Each service has its own base address.',
    },
    servers: services.map(serviceServer),
    security: [{ bearer: [] }],
    tags: services.map((s) => ({ name: s })),
    paths,
    components: {
      schemas: components,
      responses: {
        Error: {
          description: 'The service refused or failed the call, in its own words',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
            },
          },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** The document as committed: pretty-printed, with a final newline. */
export const openApiText = (tree: CallTree) => `${JSON.stringify(openApiDocument(tree), null, 2)}\n`;
