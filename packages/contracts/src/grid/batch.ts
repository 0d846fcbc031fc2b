import { z } from 'zod';
import type { Access, CallDef } from '../call.js';

/** Rows a single save call may carry: keeps one transaction bounded. */
export const MAX_BATCH_ROWS = 5000;

/** The body of a grid's insert, update or delete call: a bare array of rows (spec 1 section 7). */
export const saveRows = <T extends z.ZodType>(row: T) => z.array(row).min(1).max(MAX_BATCH_ROWS);

/**
 * Reply of a save call: message and status text, combined and de-duplicated for the user. A
 * service may leave the status text to the HTTP status line (the gateway then names it).
 */
export const saveReply = z.object({ message: z.string(), statusText: z.string().optional() });
export type SaveReply = z.infer<typeof saveReply>;

/** The body of a 4xx/5xx reply from a service; a save's refusal may carry its status text too. */
export const errorReply = z.object({
  message: z.string(),
  issues: z.array(z.string()).optional(),
  statusText: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** A grid's insert, update or delete call: its rows go as a bare array. */
type RowsCall<
  T extends z.ZodType = z.ZodType,
  M extends 'POST' | 'PUT' | 'DELETE' = 'POST' | 'PUT' | 'DELETE',
> = CallDef<z.ZodArray<T>, typeof saveReply, M>;

/** The kinds of rows a save carries, in the order the gateway sends them (deletes first, so a re-added key does not clash). */
export const SAVE_KINDS = ['deleted', 'updated', 'inserted'] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];

/** How one kind's call went: saved, or refused with the service's words. */
export const saveOutcome = z.object({
  saved: z.boolean(),
  message: z.string(),
  statusText: z.string(),
});
export type SaveOutcome = z.infer<typeof saveOutcome>;

/**
 * Reply of a grid's save: per kind of rows it carried, whether its call saved or was refused,
 * and every call's message and status text combined (one per line, each once).
 */
export const batchSaveReply = z.object({
  deleted: saveOutcome.optional(),
  updated: saveOutcome.optional(),
  inserted: saveOutcome.optional(),
  message: z.string(),
});
export type BatchSaveReply = z.infer<typeof batchSaveReply>;

/** Texts shown together (spec 1 section 7): one per line, blank and repeated lines left out. */
export function combineMessages(...texts: (string | null | undefined)[]): string {
  const lines = texts.flatMap((t) => (t ?? '').split('\n')).map((l) => l.trim());
  return [...new Set(lines.filter(Boolean))].join('\n');
}

/** The messages and status texts of `outcomes`, combined. */
export const outcomeText = (outcomes: (SaveOutcome | undefined)[]) =>
  combineMessages(...outcomes.flatMap((o) => (o ? [o.message, o.statusText] : [])));

/**
 * A grid's save: not a service call but the gateway's, which sends the grid's delete, update and
 * insert calls (those with rows) and combines their replies. Its access needs read, and create,
 * update or delete for the rows of each kind it carries.
 */
export interface BatchSave<
  I extends z.ZodType = z.ZodType,
  U extends z.ZodType = z.ZodType,
  K extends z.ZodType = z.ZodType,
> {
  batchSave: true;
  access: Extract<Access, { kind: 'batch' }>;
  input: ReturnType<typeof batchSaveInput<I, U, K>>;
  response: typeof batchSaveReply;
  insert: RowsCall<I, 'POST'>;
  update: RowsCall<U, 'PUT'>;
  remove: RowsCall<K, 'DELETE'>;
}

function batchSaveInput<I extends z.ZodType, U extends z.ZodType, K extends z.ZodType>(insert: I, update: U, key: K) {
  return z.object({
    inserted: z.array(insert).max(MAX_BATCH_ROWS).default([]),
    updated: z.array(update).max(MAX_BATCH_ROWS).default([]),
    deleted: z.array(key).max(MAX_BATCH_ROWS).default([]),
  });
}

/** The save of a grid whose insert, update and delete calls are these. */
export function defineBatchSave<I extends z.ZodType, U extends z.ZodType, K extends z.ZodType>(calls: {
  insert: RowsCall<I, 'POST'>;
  update: RowsCall<U, 'PUT'>;
  remove: RowsCall<K, 'DELETE'>;
}): BatchSave<I, U, K> {
  const { insert, update, remove } = calls;
  if (insert.access.kind !== 'screen' || update.access.kind !== 'screen')
    throw new Error(`${insert.path}: a grid's calls have screen access`);
  const { module, screen } = insert.access;
  const updateAction = update.access.action;
  return {
    batchSave: true,
    access: { kind: 'batch', module, screen, ...(updateAction !== 'update' ? { update: updateAction } : {}) },
    input: batchSaveInput(insert.input.element, update.input.element, remove.input.element),
    response: batchSaveReply,
    insert,
    update,
    remove,
  };
}

/** A grid's save, where a tree holds it beside service calls. */
export const isBatchSave = (node: object): node is BatchSave => (node as Partial<BatchSave>).batchSave === true;
