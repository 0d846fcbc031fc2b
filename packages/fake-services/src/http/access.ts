import { type Access, judgeAccess, type TokenClaims } from '@fgss/contracts';
import { forbidden, unauthorized } from './errors.js';

export const TOKEN_REQUIRED = 'Authorization token is required';

/**
 * The service enforces the contract's access rule itself, as the real services do, so a caller
 * that skips the gateway gains nothing. `user` is the verified token, null when none was sent.
 */
export function authorize(access: Access, user: TokenClaims | null, input: unknown): void {
  const verdict = judgeAccess(access, user, input);
  if (verdict === 'unauthorized') throw unauthorized(TOKEN_REQUIRED);
  if (verdict === 'forbidden') throw forbidden();
}
