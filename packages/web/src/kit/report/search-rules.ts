import { type AnyCall, type FileCallName, registry } from '@fgss/contracts';
import type { z } from 'zod';
import { procedurePath, type QueryProcedure } from '@/lib/procedures';

/**
 * The registry call behind a procedure: its zod schemas. Only the report screens need a call's
 * schemas in the browser, so only their chunk builds the registry.
 */
function contractOf(name: string): AnyCall {
  return name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], registry) as AnyCall;
}

/** The first message a call's input schema refuses `input` with; null when it takes it. */
function firstIssue(name: string, input: Record<string, unknown>): string | null {
  const parsed = (contractOf(name).input as z.ZodType).safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The first rule the search call refuses these filters with: the contract's own checks (blank
 * dates, serials, year and month, lengths), which the gateway and the service apply alike.
 */
export function searchIssue(search: QueryProcedure, input: Record<string, unknown>): string | null {
  return firstIssue(procedurePath(search), { ...input, skip: 0, take: 1 });
}

/** The first rule a file call (an export) refuses these inputs with, before it is asked for. */
export function fileIssue(file: FileCallName, input: Record<string, unknown>): string | null {
  return firstIssue(file, input);
}
