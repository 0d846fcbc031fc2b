import { messages } from '@fgss/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A failure the caller should see: status and `{ message, issues? }`, never a stack trace. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: string[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: string[]) => new ServiceError(400, message, issues);
export const unauthorized = (message: string) => new ServiceError(401, message);
export const forbidden = () => new ServiceError(403, messages.forbidden);
export const notFound = (message: string) => new ServiceError(404, message);

/** One readable line per validation issue: `rows.0.location_cd: Location Code is required`. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/** SQLite reports a duplicate key; drizzle wraps the driver error as its cause (imports report it per row). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  }
  return false;
}

export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ServiceError) {
    return reply
      .status(error.status)
      .send(error.issues ? { message: error.message, issues: error.issues } : { message: error.message });
  }
  if (isUniqueViolation(error)) return reply.status(409).send({ message: messages.recordExists });
  const status = (error as FastifyError).statusCode;
  // Fastify's own client errors (malformed JSON, body too large, ...) carry a safe message.
  if (status !== undefined && status >= 400 && status < 500)
    return reply.status(status).send({ message: error.message });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: 'Internal server error' });
}
