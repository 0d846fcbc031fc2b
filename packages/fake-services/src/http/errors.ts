import { messages } from '@fgss/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A failure the caller should see: status and `{ message, issues?, errors? }`, never a stack trace. */
export class ServiceError extends Error {
  /** Each field's messages, ASP.NET's validation shape (`{ errors: { LabelQty: [...] } }`). */
  errors?: Record<string, string[]>;
  /** Seconds after which the caller may try again, sent as Retry-After. */
  retryAfter?: number;
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: string[],
    /** What made the service refuse (a parser's error): logged, never sent to the caller. */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * A failure of a system the service depends on (the customs gateway): the caller sees it like
 * any ServiceError, but it is not kept as the reply of the request's Idempotency-Key, so that the
 * user's retry runs again (and goes on from what the first attempt recorded as done).
 */
export class RetryableError extends ServiceError {}

/** Work refused for now (a full queue): 429 with Retry-After; a retry of its key runs again. */
export function tooBusy(message: string, retryAfter: number): RetryableError {
  const refused = new RetryableError(429, message);
  refused.retryAfter = retryAfter;
  return refused;
}

export const badRequest = (message: string, issues?: string[], options?: ErrorOptions) =>
  new ServiceError(400, message, issues, options);

/** The checks only the service can make, with what it knows; a failure is a 400 with every message. */
export function refuse(problems: (string | null)[]): void {
  const messages = [...new Set(problems.filter((m): m is string => m !== null))];
  if (messages.length > 0) throw badRequest(messages.join('\n'), messages);
}
export const unauthorized = (message: string) => new ServiceError(401, message);
export const forbidden = () => new ServiceError(403, messages.forbidden);
export const notFound = (message: string) => new ServiceError(404, message);

/** One readable line per validation issue: `0.location_cd: Location Code is required`. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/**
 * An invalid request refused as ASP.NET refuses it (a real print service): 400 with each field's
 * messages under `errors`, keyed as ASP.NET writes a member ('harnessData[0].destinationHarness');
 * `message` and `issues` say the same for the callers that read those.
 */
export function invalidRequest(error: z.ZodError): ServiceError {
  const lines = issueLines(error);
  const refused = badRequest(lines.join('\n'), lines);
  refused.errors = {};
  for (const issue of error.issues) {
    const key = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${String(p)}` : String(p))).join('');
    refused.errors[key] = [...(refused.errors[key] ?? []), issue.message];
  }
  return refused;
}

/** The SQLite error code of a failure; drizzle wraps the driver error as its cause. */
function sqliteCode(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return undefined;
}

/** SQLite reports a duplicate key (imports report it per row). */
export function isUniqueViolation(error: unknown): boolean {
  const code = sqliteCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The reply a caller gets for an error it can act on; null for an unexpected failure (a 500). */
export function knownErrorReply(error: FastifyError | Error): { status: number; body: ErrorBody } | null {
  if (error instanceof ServiceError)
    return {
      status: error.status,
      body: {
        message: error.message,
        ...(error.issues && { issues: error.issues }),
        ...(error.errors && { errors: error.errors }),
      },
    };
  if (isUniqueViolation(error)) return { status: 409, body: { message: messages.recordExists } };
  // A plant id (or other reference) of another server or of nothing: the caller's mistake.
  if (sqliteCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY')
    return { status: 400, body: { message: messages.unknownReference } };
  const status = (error as FastifyError).statusCode;
  // Fastify's own client errors (malformed JSON, body too large, ...) carry a safe message.
  if (status !== undefined && status >= 400 && status < 500) return { status, body: { message: error.message } };
  return null;
}

interface ErrorBody {
  message: string;
  issues?: string[];
  errors?: Record<string, string[]>;
}

export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const known = knownErrorReply(error);
  if (known) {
    // A refusal's own cause (what a parser threw) is for the log; the caller gets the message.
    if (error instanceof ServiceError && error.cause)
      request.log.warn({ err: error.cause, status: known.status }, error.message);
    if (error instanceof ServiceError && error.retryAfter) reply.header('retry-after', String(error.retryAfter));
    return reply.status(known.status).send(known.body);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Internal server error' });
}
