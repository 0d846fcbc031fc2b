import { demandMessages, importExportMessages } from '@fgss/contracts';
import { TRPCClientError } from '@trpc/client';
import { errorKind, noAnswer } from '@/lib/api-error';

/** What the print panel tells the user after a print (spec 2 section 8). */
export interface PrintOutcome {
  ok: boolean;
  message: string;
}

/** Messages over 200 characters are shown with their commas turned into line breaks. */
export function readable(message: string): string {
  return message.length > 200
    ? message
        .split(',')
        .map((part) => part.trim())
        .join('\n')
    : message;
}

/** A successful print: the server's message, else the screen's own success text. */
export function printSucceeded(reply: { message?: string | null } | null | undefined, fallback: string): PrintOutcome {
  return { ok: true, message: readable(reply?.message?.trim() || fallback) };
}

const isAbort = (error: unknown) =>
  (error instanceof Error && error.name === 'AbortError') ||
  (error instanceof TRPCClientError && (error.cause as Error | undefined)?.name === 'AbortError');

/**
 * A failed print: a 4xx shows the field errors one per line (else the server's message, else the
 * spec's client text), a 5xx the server's message or 'Internal server error', a time-out
 * 'Server timed out (504)', no answer at all (the network dropped) the spec's network error. An
 * aborted request, or an ended session (the app returns to the login), shows nothing.
 */
export function printFailed(error: unknown): PrintOutcome | null {
  if (isAbort(error)) return null;
  const kind = errorKind(error);
  if (kind === 'unauthorized') return null;
  if (kind === 'unreachable')
    return { ok: false, message: noAnswer(error) ? importExportMessages.networkError : demandMessages.serverTimeout };
  const message = error instanceof Error ? error.message.trim() : '';
  if (kind === 'rejected') {
    const issues = (error as TRPCClientError<never>).data as { issues?: string[] } | undefined;
    const lines = issues?.issues?.filter(Boolean) ?? [];
    return { ok: false, message: readable(lines.length ? lines.join('\n') : message || demandMessages.clientError) };
  }
  return { ok: false, message: readable(message || demandMessages.serverError) };
}
