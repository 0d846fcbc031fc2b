import { type Access, canCompact, SUPER_GROUP } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { Context } from './context.js';

const forbidden = () => new TRPCError({ code: 'FORBIDDEN', message: 'You do not have permission for this action' });

/** Enforces a call's access rule for the caller; the UI only mirrors this. */
export function checkAccess(access: Access, ctx: Context, input: unknown): void {
  if (access.kind === 'public') return;
  const user = ctx.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Session expired, returning to login' });
  switch (access.kind) {
    case 'session':
      return;
    case 'super':
      if (user.group !== SUPER_GROUP) throw forbidden();
      return;
    case 'screen':
      if (!canCompact(user.prm, access, access.action)) throw forbidden();
      return;
    case 'batch': {
      const batch = input as { inserted?: unknown[]; updated?: unknown[]; deleted?: unknown[] };
      const needed = [
        ['create', batch.inserted],
        ['update', batch.updated],
        ['delete', batch.deleted],
      ] as const;
      if (!canCompact(user.prm, access, 'read')) throw forbidden();
      for (const [action, rows] of needed) {
        if (rows?.length && !canCompact(user.prm, access, action)) throw forbidden();
      }
    }
  }
}
