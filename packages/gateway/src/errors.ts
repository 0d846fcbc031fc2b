import type { TRPC_ERROR_CODE_KEY, TRPCDefaultErrorShape, TRPCErrorShape } from '@trpc/server';
import { ZodError } from 'zod';

export function statusToCode(status: number): TRPC_ERROR_CODE_KEY {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 504) return 'GATEWAY_TIMEOUT';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  if (status === 502 || status === 503) return 'BAD_GATEWAY';
  return 'INTERNAL_SERVER_ERROR';
}

/** Input errors become one readable message per field; no stack traces ever leave the gateway. */
export function errorFormatter({
  shape,
  error,
}: {
  shape: TRPCDefaultErrorShape;
  error: { cause?: unknown; code: string };
}): TRPCErrorShape {
  const cause = error.cause;
  const issues =
    cause instanceof ZodError
      ? cause.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
      : undefined;
  const { stack: _stack, ...data } = shape.data;
  return {
    ...shape,
    message: issues
      ? issues.join('\n')
      : error.code === 'INTERNAL_SERVER_ERROR'
        ? 'Internal server error'
        : shape.message,
    data: { ...data, issues },
  };
}
