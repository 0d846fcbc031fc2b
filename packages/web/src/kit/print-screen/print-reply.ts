import {
  demandMessages,
  importExportMessages,
  type JobSummary,
  type PrintReply,
  printOutcomeMessages,
  serialRuns,
} from '@fgss/contracts';
import { TRPCClientError } from '@trpc/client';
import { errorKind, noAnswer } from '@/lib/api-error';

/**
 * What the print panel tells the user after a print (spec 2 section 8), as the printer confirmed
 * it: printed (every label counted out), partlyPrinted (it stopped on a fault), sent (it took the
 * job and is still printing), or failed (refused, or not answered).
 */
export type PrintOutcomeKind = PrintReply['state'] | 'failed';

export interface PrintOutcome {
  kind: PrintOutcomeKind;
  message: string;
  /** The serials the print consumed, in order (none when it failed). */
  serials: string[];
  /** A partly printed job: what can still be printed, and on which job. */
  missing: MissingSerials | null;
  /** The print job the outcome is of (none when it failed): its later changes update it. */
  job: number | null;
}

/** A job whose missing serials may still be printed (the service knows which they are). */
export interface MissingSerials {
  job: number;
  /** The job's printer, offered first. */
  printer: string;
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

type Answered = Pick<PrintReply, 'message' | 'state' | 'serials' | 'missing' | 'printId' | 'printer'>;

/** A print the service answered: the server's message (else the screen's own text) and what came out. */
export function printSucceeded(reply: Answered, fallback: string): PrintOutcome {
  const partly = reply.state === 'partlyPrinted' && reply.missing.length > 0;
  return {
    kind: reply.state,
    message: readable(reply.message.trim() || fallback),
    serials: reply.serials,
    missing: partly ? { job: reply.printId, printer: reply.printer } : null,
    job: reply.printId,
  };
}

/** Whether the job of an outcome may still change by itself (its printer finishing it). */
export const unsettled = (outcome: PrintOutcome) => outcome.kind === 'partlyPrinted' || outcome.kind === 'sent';

/**
 * The outcome once its job changed on the plant: a job that got every label out (paper loaded,
 * the printer resumed) is printed, told as a print that printed at once, and nothing is missing.
 */
export function followed(outcome: PrintOutcome, job: JobSummary): PrintOutcome {
  if (job.id !== outcome.job || job.state !== 'printed' || !unsettled(outcome)) return outcome;
  return {
    ...outcome,
    kind: 'printed',
    message: printOutcomeMessages.printed(job.labels, job.printerName, serialRuns(outcome.serials)),
    missing: null,
  };
}

const failure = (message: string): PrintOutcome => ({ kind: 'failed', message, serials: [], missing: null, job: null });

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
    return failure(noAnswer(error) ? importExportMessages.networkError : demandMessages.serverTimeout);
  const message = error instanceof Error ? error.message.trim() : '';
  if (kind === 'rejected') {
    const issues = (error as TRPCClientError<never>).data as { issues?: string[] } | undefined;
    const lines = issues?.issues?.filter(Boolean) ?? [];
    return failure(readable(lines.length ? lines.join('\n') : message || demandMessages.clientError));
  }
  return failure(readable(message || demandMessages.serverError));
}
