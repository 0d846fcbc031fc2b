import { z } from 'zod';

/** Rows a single save may carry: keeps one transaction bounded. */
export const MAX_BATCH_ROWS = 5000;

/**
 * One save of a grid: every pending insert, update and delete, applied by the service in one
 * transaction (all or nothing). The spec leaves the CRUD paths open; see docs/decisions.md.
 */
export function batchSave<I extends z.ZodType, U extends z.ZodType, K extends z.ZodType>(insert: I, update: U, key: K) {
  return z.object({
    inserted: z.array(insert).max(MAX_BATCH_ROWS).default([]),
    updated: z.array(update).max(MAX_BATCH_ROWS).default([]),
    deleted: z.array(key).max(MAX_BATCH_ROWS).default([]),
  });
}

/** Reply of a save: message and status text, combined and de-duplicated by the web. */
export const saveReply = z.object({ message: z.string(), statusText: z.string() });
export type SaveReply = z.infer<typeof saveReply>;

/** The body of a 4xx/5xx reply from a service. */
export const errorReply = z.object({ message: z.string(), issues: z.array(z.string()).optional() });
export type ErrorReply = z.infer<typeof errorReply>;
