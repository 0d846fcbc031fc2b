import { type Access, canCompact, SUPER_GROUP, type TokenClaims } from '@fgss/contracts';
import { forbidden, unauthorized } from './errors.js';

export const TOKEN_REQUIRED = 'Authorization token is required';

/**
 * The service enforces the contract's access rule itself, as the real services do, so a caller
 * that skips the gateway gains nothing. `user` is the verified token, null when none was sent.
 */
export function authorize(access: Access, user: TokenClaims | null, input: unknown): void {
  if (access.kind === 'public') return;
  if (!user) throw unauthorized(TOKEN_REQUIRED);
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
      const batch = input as { inserted: unknown[]; updated: unknown[]; deleted: unknown[] };
      const needs = [
        ['read', true],
        ['create', batch.inserted.length > 0],
        ['update', batch.updated.length > 0],
        ['delete', batch.deleted.length > 0],
      ] as const;
      for (const [action, needed] of needs) {
        if (needed && !canCompact(user.prm, access, action)) throw forbidden();
      }
    }
  }
}
