import { IDEMPOTENCY_KEY_HEADER } from '@fgss/contracts';
import type { AppRouter } from '@fgss/gateway/router';
import type { Operation, TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { errorKind } from './api-error';

/** A random key; getRandomValues works on plain-http plant hosts too, where randomUUID does not. */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keys of actions whose outcome is unknown (504, no answer), by procedure and input. */
const unsettled = new Map<string, string>();

/**
 * One Idempotency-Key per user action: every mutation gets a new key, except the same mutation
 * (procedure and input) sent again after its outcome stayed unknown, which is the user retrying
 * that action and reuses the key, so the service answers with the first reply instead of saving
 * or printing twice. A definite answer (success or refusal) settles the action. A mutation sent
 * with `context.idempotencyKey` keeps that key: its screen decides what is one action.
 */
export const idempotencyLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      if (op.type !== 'mutation') return next(op).subscribe(observer);
      // A screen that retries an action itself (retransmit to customs) gives the action's key.
      const given = op.context.idempotencyKey;
      if (typeof given === 'string') return next(op).subscribe(observer);
      const action = `${op.path}\n${JSON.stringify(op.input)}`;
      const key = unsettled.get(action) ?? newKey();
      unsettled.set(action, key);
      const sub = next({ ...op, context: { ...op.context, idempotencyKey: key } }).subscribe({
        next: (value) => {
          unsettled.delete(action);
          observer.next(value);
        },
        error: (err) => {
          if (errorKind(err) !== 'unreachable') unsettled.delete(action);
          observer.error(err);
        },
        complete: () => observer.complete(),
      });
      return () => sub.unsubscribe();
    });

/** The header of an operation's key, for the link that sends it. */
export const idempotencyHeader = (op: Operation): Record<string, string> => {
  const key = op.context.idempotencyKey;
  return typeof key === 'string' ? { [IDEMPOTENCY_KEY_HEADER]: key } : {};
};
