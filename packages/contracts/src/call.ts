import { z } from 'zod';
import { type BatchSave, isBatchSave } from './grid/batch.js';
import type { Entity } from './grid/entity.js';
import type { Action } from './permissions.js';

export const services = ['auth', 'configuration', 'demand', 'report', 'shipping', 'doi', 'rework', 'import'] as const;
export type ServiceName = (typeof services)[number];

/**
 * Who may make a call. `public`: no token (sign-in and its lookups). `session`: any signed-in
 * user (own profile). `super`: group SUPER. `screen`: the permission tree's flag for the action.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'super' }
  | { kind: 'screen'; module: string; screen: string; action: Action }
  /**
   * A grid save: create, update and delete are each needed for the rows of that kind it carries;
   * `update` names the action updated rows need when it is not update (spec 3 section 6).
   */
  | { kind: 'batch'; module: string; screen: string; update?: Action }
  /**
   * The action on any one of `screens` (Print History: read on any print screen). With
   * `screenIn`, that input member names the screen, which must be one of them, and the caller
   * needs the action on that one (a reprint needs update on the screen that printed the job).
   */
  | { kind: 'anyScreen'; module: string; screens: readonly string[]; action: Action; screenIn?: string };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Sent by the gateway on every page of one export: a service that knows it may keep the ordered
 * result between pages (keyset paging); one that does not pages with skip as usual.
 */
export const EXPORT_CURSOR_HEADER = 'X-Export-Cursor';
/**
 * Sent by the gateway with an export's pages: the fields the file shows, comma-separated. A
 * service that knows it may answer each row as an array of those fields' values in that order,
 * `{ fields, data: unknown[][], totalCount? }`, no key repeated on every row; one that does not
 * answers the rows as its contract says. Not part of any other call's wire.
 */
export const EXPORT_FIELDS_HEADER = 'X-Export-Fields';
/**
 * `DELETE <service>/<this>` with the cursor header: the gateway's word that the export was
 * abandoned (the download cancelled), so a service that keeps its result may free it at once.
 * A service that keeps none answers 404, which changes nothing.
 */
export const EXPORT_CURSOR_PATH = 'export-cursor';
/** A key is 1 to 255 visible ASCII characters (a UUID in practice). */
export const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** `M` keeps the literal method, so a GET call types as a tRPC query and the rest as mutations. */
export interface CallDef<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, M extends Method = Method> {
  service: ServiceName;
  method: M;
  /** The spec's path below the service base, with its case; `{name}` segments are filled from the input. */
  path: string;
  /**
   * GET sends the input as the query string. POST, PUT and DELETE send it as the body: a JSON
   * object, or a bare JSON array when the input schema is an array (grid saves' rows), or
   * multipart/form-data for an `upload`; the members named in `query` go in the query string
   * instead, where the spec writes them (`Retransmit?asnNumber`).
   */
  input: I;
  /** Input members a POST, PUT or DELETE sends in the query string (spec: `Import?option`). */
  query?: readonly string[];
  /** What a JSON reply must parse as; a `file` reply's body is not JSON and passes through. */
  response: R;
  /**
   * `file`: the service answers a file (a spreadsheet) with its content type and name, or a JSON
   * error; the gateway streams it to the browser untouched.
   */
  reply?: 'file';
  /** The spec sends the user's language as Accept-Language (print calls, the progress export). */
  acceptLanguage?: boolean;
  access: Access;
  /**
   * The call uploads a file: its input has a `file` member (uploadFile). The web sends it to the
   * gateway as base64 in JSON; the gateway sends it to the service as multipart/form-data, the
   * file as part `file` and every other member as a text field (multipartForm).
   */
  upload?: boolean;
  /**
   * How long the gateway waits for the service on this call, when longer than its usual bound
   * (FGSS_UPSTREAM_TIMEOUT_MS): a retransmit to customs may take minutes (spec 3 section 9).
   */
  timeoutMs?: number;
  /**
   * A call of a plain master (plainMasterCalls): the entity the services derive its table,
   * store, handler and samples from.
   */
  plainMaster?: Entity;
}

export function defineCall<I extends z.ZodType, R extends z.ZodType, const M extends Method>(
  def: CallDef<I, R, M>,
): CallDef<I, R, M> {
  return def;
}

export type AnyCall = CallDef<z.ZodType, z.ZodType>;
export type CallInput<C extends AnyCall> = z.input<C['input']>;
export type CallOutput<C extends AnyCall> = z.output<C['response']>;

export const sendsBody = (method: Method) => method !== 'GET';

/** How a call's input travels: the query string, a JSON object, a bare JSON array, or a multipart form. */
export type BodyKind = 'none' | 'object' | 'rows' | 'multipart';
export function bodyKind(call: Pick<AnyCall, 'method' | 'input' | 'upload'>): BodyKind {
  if (!sendsBody(call.method)) return 'none';
  if (call.upload) return 'multipart';
  return call.input instanceof z.ZodArray ? 'rows' : 'object';
}

/** The MIME type of the spreadsheets that `file` calls answer. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A tree of calls: services, then screens, then call names; a grid's save beside its calls. */
export interface CallTree {
  [name: string]: AnyCall | BatchSave | CallTree;
}

export function isCall(node: AnyCall | BatchSave | CallTree): node is AnyCall {
  return typeof (node as AnyCall).path === 'string' && typeof (node as AnyCall).method === 'string';
}

/** Every call and grid save of a tree with its dotted procedure name (`configuration.LocationMaster.list`). */
export function flattenTree(tree: CallTree, prefix: string[] = []): { name: string; node: AnyCall | BatchSave }[] {
  return Object.entries(tree).flatMap(([key, node]) =>
    isCall(node) || isBatchSave(node)
      ? [{ name: [...prefix, key].join('.'), node }]
      : flattenTree(node, [...prefix, key]),
  );
}

/** Every service call of a tree with its dotted name; a grid's save is the gateway's, not a service's. */
export const flattenCalls = (tree: CallTree): { name: string; call: AnyCall }[] =>
  flattenTree(tree).flatMap(({ name, node }) => (isCall(node) ? [{ name, call: node }] : []));

/** Largest file an upload call accepts (the gateway's and the services' cap). */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const BASE64_MAX_CHARS = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;

const fromBase64 = (text: string): Uint8Array =>
  typeof Buffer === 'undefined' ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) : Buffer.from(text, 'base64');

/**
 * The file of an upload call, whose name must end with one of `extensions` ('.xlsx'). Its
 * content arrives as bytes (multipart, at the service) or as base64 text (JSON, at the gateway);
 * either way the call's handler gets bytes.
 */
export function uploadFile(extensions: readonly string[], message: string) {
  return z.object({
    name: z
      .string()
      .min(1)
      .max(255)
      .refine((name) => extensions.some((ext) => name.toLowerCase().endsWith(ext)), message),
    content: z
      .union([
        z.instanceof(Uint8Array),
        z
          .base64()
          .max(BASE64_MAX_CHARS, `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`)
          .transform(fromBase64),
      ])
      .refine(
        (bytes) => bytes.byteLength <= UPLOAD_MAX_BYTES,
        `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
      ),
  });
}
export type UploadFile = { name: string; content: Uint8Array };

/** The multipart/form-data body of an upload call: part `file`, then each other member as text. */
export function multipartForm(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'file' || value === undefined || value === null) continue;
    form.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const file = input.file as UploadFile;
  // Bytes of an upload never live in shared memory.
  form.set('file', new Blob([file.content as Uint8Array<ArrayBuffer>]), file.name);
  return form;
}
