import { STATUS_CODES } from 'node:http';
import {
  type AnyCall,
  type BatchSave,
  type BatchSaveReply,
  messages,
  outcomeText,
  SAVE_KINDS,
  type SaveKind,
  type SaveOutcome,
  type SaveReply,
} from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { Context } from './context.js';
import { UpstreamError } from './errors.js';
import { forward } from './forward.js';

/** The call that carries each kind of rows, and what its Idempotency-Key adds to the action's. */
const callOf = {
  deleted: { call: 'remove', key: 'delete' },
  updated: { call: 'update', key: 'update' },
  inserted: { call: 'insert', key: 'insert' },
} as const;

/**
 * A grid's save as the spec's grid store makes it: its delete, update and insert calls, one
 * after another (deletes first, so a re-added key does not clash), each only with rows. A call
 * the service refuses does not stop the others: the reply says per kind what saved and what was
 * refused, with the service's words. A 401 ends the save. Each call has its own Idempotency-Key
 * derived from the action's, so a retried save replays the calls that succeeded.
 */
export async function runBatchSave(
  save: BatchSave,
  batch: Record<SaveKind, unknown[]>,
  ctx: Context,
): Promise<BatchSaveReply> {
  const reply: Partial<Record<SaveKind, SaveOutcome>> = {};
  for (const kind of SAVE_KINDS) {
    if (batch[kind].length === 0) continue;
    const { call, key } = callOf[kind];
    const idempotencyKey = ctx.idempotencyKey ? `${ctx.idempotencyKey}:${key}` : null;
    reply[kind] = await outcomeOf(save[call], batch[kind], { ...ctx, idempotencyKey });
  }
  return { ...reply, message: outcomeText(SAVE_KINDS.map((kind) => reply[kind])) };
}

async function outcomeOf(call: AnyCall, rows: unknown[], ctx: Context): Promise<SaveOutcome> {
  try {
    const saved = (await forward(call, rows, ctx)) as SaveReply;
    // forward() answers only a 2xx; a body without its status text had the line's 'OK'.
    return { saved: true, message: saved.message, statusText: saved.statusText ?? STATUS_CODES[200] ?? '' };
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === 'UNAUTHORIZED') throw error;
    if (error.code === 'GATEWAY_TIMEOUT') return { saved: false, message: messages.gatewayTimeout, statusText: '' };
    const cause = error.cause instanceof UpstreamError ? error.cause : undefined;
    const statusText = cause?.statusText ?? (cause ? (STATUS_CODES[cause.status] ?? '') : '');
    return { saved: false, message: error.message, statusText };
  }
}
