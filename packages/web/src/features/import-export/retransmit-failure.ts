import { importExportMessages as m } from '@fgss/contracts';
import { TRPCClientError } from '@trpc/client';

/** Reason phrases of the statuses a retransmit can meet (the tRPC client does not keep them). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Why a retransmit was stopped: the 5-minute bound (the user's Cancel waits for the ASN being sent). */
export type AbortReason = 'timeout';

export interface RetransmitFailure {
  /** The spec's text (spec 3 section 8). */
  text: string;
  /** The service's own explanation, when it gave one. */
  detail: string | null;
  /** Whether the user is offered a retry: not after a refusal (4xx). */
  retryable: boolean;
}

/**
 * What the user is told about a failed retransmit: 'Error {status}: {statusText}' for a reply,
 * 'Request timed out or was canceled...' for an abort, the network text when nothing answered.
 */
export function retransmitFailure(error: unknown, aborted: AbortReason | null): RetransmitFailure {
  if (aborted) return { text: m.aborted, detail: null, retryable: true };
  const data = error instanceof TRPCClientError ? (error.data as { code?: string; httpStatus?: number } | null) : null;
  const status = data?.code ? data.httpStatus : undefined;
  if (!status) return { text: m.networkError, detail: null, retryable: true };
  const text = m.httpError(status, STATUS_TEXT[status] ?? '');
  const detail = error instanceof Error && error.message && error.message !== text ? error.message : null;
  return { text, detail, retryable: status >= 500 || status === 408 || status === 429 };
}
