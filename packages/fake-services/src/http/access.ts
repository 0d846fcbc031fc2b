import { type Access, canCompact, SUPER_GROUP, type TokenClaims } from '@fgss/contracts';
import { forbidden } from './errors.js';

/**
 * The service enforces the contract's access rule itself, as the real services do, so a caller
 * that skips the gateway gains nothing. `user` is the verified token; null only for public calls.
 */
export function authorize(access: Access, user: TokenClaims | null, input: unknown): void {
  if (access.kind === 'public' || access.kind === 'session' || !user) return;
  if (access.kind === 'super') {
    if (user.group !== SUPER_GROUP) throw forbidden();
    return;
  }
  if (access.kind === 'screen') {
    if (!canCompact(user.prm, access, access.action)) throw forbidden();
    return;
  }
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
