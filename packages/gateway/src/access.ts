import { type Access, judgeAccess, messages } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { Context } from './context.js';

/**
 * Enforces a call's access rule for the caller; the UI only mirrors this. It runs before input
 * validation, on the raw input, so a caller without the right learns nothing about the schema.
 */
export function checkAccess(access: Access, ctx: Context, input: unknown): void {
  const verdict = judgeAccess(access, ctx.user, input);
  if (verdict === 'unauthorized') throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.sessionExpired });
  if (verdict === 'forbidden') throw new TRPCError({ code: 'FORBIDDEN', message: messages.forbidden });
}
