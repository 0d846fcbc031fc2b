import { type AnyCall, registry } from '@fgss/contracts';
import type { z } from 'zod';
import { procedurePath, type QueryProcedure } from '@/lib/procedures';

/**
 * The registry call behind a procedure: its zod schemas. Only the report screens need a call's
 * schemas in the browser, so only their chunk builds the registry.
 */
function contractOf(procedure: QueryProcedure): AnyCall {
  return procedurePath(procedure)
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], registry) as AnyCall;
}

/**
 * The first rule the search call refuses these filters with: the contract's own checks (blank
 * dates, serials, year and month, lengths), which the gateway and the service apply alike.
 */
export function searchIssue(search: QueryProcedure, input: Record<string, unknown>): string | null {
  const schema: z.ZodType = contractOf(search).input;
  const parsed = schema.safeParse({ ...input, skip: 0, take: 1 });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
