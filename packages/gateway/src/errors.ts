import type { TRPC_ERROR_CODE_KEY, TRPCDefaultErrorData, TRPCDefaultErrorShape, TRPCErrorShape } from '@trpc/server';

/** The tRPC code a service's 4xx status becomes; the service's message goes with it. */
export function clientErrorCode(status: number): TRPC_ERROR_CODE_KEY {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'BAD_REQUEST';
}

/** The cause of a refusal for too many attempts: the seconds the caller must wait (Retry-After). */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`Retry after ${seconds} seconds`);
  }
}

/** A refusal for too many requests that names no wait of its own (a service's) says this many seconds. */
const DEFAULT_RETRY_AFTER_S = 1;

/** The Retry-After of a reply: the longest wait any of its refused procedures asks for; every 429 names one. */
function retryAfterOf(errors: readonly { cause?: unknown; code?: string }[]): number {
  return Math.max(
    0,
    ...errors.map((e) =>
      e.cause instanceof RetryAfter
        ? e.cause.seconds
        : e.cause instanceof UpstreamError && e.cause.retryAfter
          ? e.cause.retryAfter
          : e.code === 'TOO_MANY_REQUESTS'
            ? DEFAULT_RETRY_AFTER_S
            : 0,
    ),
  );
}

/** The headers of a reply carrying `errors`: Retry-After when one of them asks to wait. */
export function retryAfterHeaders(errors: readonly { cause?: unknown; code?: string }[]): Record<string, string> {
  const wait = retryAfterOf(errors);
  return wait > 0 ? { 'retry-after': String(wait) } : {};
}

/** A service's error reply, kept as the cause so its field issues reach the caller. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues?: string[],
    /** The reply's own status text, when it gives one (a grid save shows it). */
    readonly statusText?: string,
  ) {
    super(message);
  }
  /** The seconds a refusing service asked the caller to wait (its Retry-After), when it named them. */
  retryAfter?: number;
}

const record = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
/** The non-empty texts of a value that is a text or a list of them. */
const texts = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v]).filter((t): t is string => typeof t === 'string' && t.trim() !== '');

/**
 * A service's error reply in its own words, whichever shape it has: `{ message }` (with our
 * services' `issues`), ASP.NET's validation `{ errors: { Field: [...] } }` (its values, one per
 * line, as spec 2 section 8 shows them) or `{ errorData: { message } }`. Nothing when it says none.
 */
export function serviceErrorOf(body: unknown): { message?: string; issues?: string[]; statusText?: string } {
  const reply = record(body);
  if (!reply) return {};
  const ownIssues = texts(reply.issues);
  const fieldErrors = [...new Set(Object.values(record(reply.errors) ?? {}).flatMap(texts))];
  const issues = ownIssues.length > 0 ? ownIssues : fieldErrors.length > 0 ? fieldErrors : undefined;
  const message =
    fieldErrors.length > 0
      ? fieldErrors.join('\n')
      : (texts(reply.message)[0] ?? texts(record(reply.errorData)?.message)[0]);
  const statusText = texts(reply.statusText)[0];
  return { ...(message === undefined ? {} : { message }), issues, ...(statusText ? { statusText } : {}) };
}

type PathSegment = PropertyKey | { key: PropertyKey };
interface SchemaIssue {
  message: string;
  path?: readonly PathSegment[];
}

const isSchemaIssue = (i: unknown): i is SchemaIssue =>
  typeof i === 'object' && i !== null && typeof (i as SchemaIssue).message === 'string';

/** One line per schema issue, 'path: message' (zod and standard-schema errors alike). */
export function issueLines(issues: readonly unknown[]): string[] {
  return issues.filter(isSchemaIssue).map((i) => {
    const path = (i.path ?? []).map((s) => String(typeof s === 'object' ? s.key : s)).join('.');
    return path ? `${path}: ${i.message}` : i.message;
  });
}

function issuesOf(cause: unknown): string[] | undefined {
  if (cause instanceof UpstreamError) return cause.issues;
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? issueLines(issues) : undefined;
}

export type GatewayErrorData = Omit<TRPCDefaultErrorData, 'stack'> & {
  /** Input problems, one 'path: message' line each (also the message, joined by line breaks). */
  issues?: string[];
};
export type GatewayErrorShape = TRPCErrorShape<GatewayErrorData>;

/**
 * Input errors become one readable line per field; unexpected failures say only 'Internal
 * server error' (the log has the rest); no stack trace ever leaves the gateway.
 */
export function errorFormatter({
  shape,
  error,
}: {
  shape: TRPCDefaultErrorShape;
  error: { cause?: unknown; code: TRPC_ERROR_CODE_KEY };
}): GatewayErrorShape {
  const { stack: _stack, ...data } = shape.data;
  const issues = issuesOf(error.cause);
  const fromSchema = issues?.length && !(error.cause instanceof UpstreamError);
  const message = fromSchema
    ? issues.join('\n')
    : error.code === 'INTERNAL_SERVER_ERROR'
      ? 'Internal server error'
      : shape.message;
  return { ...shape, message, data: issues ? { ...data, issues } : data };
}
