import { DEV_JWT_SECRET, TOKEN_ALG, TOKEN_ISSUER, type TokenClaims } from '@fgss/contracts';
import { SignJWT } from 'jose';

export interface TokenOptions {
  secret?: string;
  alg?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

/** A token as the authentication service signs it (or, with options, as a forger would). */
export function signToken(claims: Partial<TokenClaims> = {}, opts: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { sub = 'planner', ...rest } = claims;
  return new SignJWT({ server: 'FGSSMX01', group: 'PLANNER', prm: {}, ...rest })
    .setProtectedHeader({ alg: opts.alg ?? TOKEN_ALG })
    .setSubject(sub)
    .setIssuer(opts.issuer ?? TOKEN_ISSUER)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (opts.expiresIn ?? 600))
    .sign(new TextEncoder().encode(opts.secret ?? DEV_JWT_SECRET));
}

/** An unsigned token ('alg: none') carrying any claims the forger likes. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: TOKEN_ISSUER, exp: now + 600, ...claims })}.`;
}
