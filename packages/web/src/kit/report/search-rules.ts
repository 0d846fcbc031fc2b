import type { z } from 'zod';
import { contractOf, type QueryProcedure } from '@/lib/procedures';

/**
 * The first rule the search call refuses these filters with: the contract's own checks (blank
 * dates, serials, year and month, lengths), which the gateway and the service apply alike.
 */
export function searchIssue(search: QueryProcedure, input: Record<string, unknown>): string | null {
  const schema: z.ZodType = contractOf(search).input;
  const parsed = schema.safeParse({ ...input, skip: 0, take: 1 });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
