import { registry } from '@fgss/contracts';
import type { z } from 'zod';

/** A node of a tree (the registry, the tRPC proxy) by its dotted name. */
export function at<T>(root: unknown, path: string): T {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as T;
}

/**
 * The first rule the search call refuses these filters with: the contract's own checks (blank
 * dates, serials, year and month, lengths), which the gateway and the service apply alike.
 */
export function searchIssue(searchPath: string, input: Record<string, unknown>): string | null {
  const schema = at<{ input: z.ZodType }>(registry, searchPath).input;
  const parsed = schema.safeParse({ ...input, skip: 0, take: 1 });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
