import { type Access, type Action, canCompact, messages, SUPER_GROUP } from '@fgss/contracts';
import { TRPCError } from '@trpc/server';
import type { Context } from './context.js';

const forbidden = () => new TRPCError({ code: 'FORBIDDEN', message: messages.forbidden });

const hasRows = (rows: unknown) => Array.isArray(rows) && rows.length > 0;

/**
 * Enforces a call's access rule for the caller; the UI only mirrors this. It runs before input
 * validation, on the raw input, so a caller without the right learns nothing about the schema.
 */
export function checkAccess(access: Access, ctx: Context, input: unknown): void {
  if (access.kind === 'public') return;
  const user = ctx.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.sessionExpired });
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
      // A save needs read, and create, update and delete each for the rows of that kind it carries.
      const batch = (input ?? {}) as { inserted?: unknown; updated?: unknown; deleted?: unknown };
      const needed: Action[] = ['read'];
      if (hasRows(batch.inserted)) needed.push('create');
      if (hasRows(batch.updated)) needed.push('update');
      if (hasRows(batch.deleted)) needed.push('delete');
      if (!needed.every((action) => canCompact(user.prm, access, action))) throw forbidden();
    }
  }
}
