import { type SessionClaims, TOKEN_ALG, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@fgss/contracts';
import { SignJWT } from 'jose';

/** The secret the gateway unit tests sign with; the running stacks use their own. */
export const TEST_JWT_SECRET = 'gateway-unit-test-secret-0123456789abcdef';

export interface TokenOptions {
  secret?: string;
  alg?: string;
  /** null leaves the issuer out. */
  issuer?: string | null;
  /** null leaves the audience out. */
  audience?: string | null;
  /** Seconds from now; negative for an expired token; null leaves exp out. */
  expiresIn?: number | null;
}

/** A token as the authentication service signs it (or, with options, as a forger would). */
export function signToken(claims: Partial<SessionClaims> = {}, opts: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { sub = 'planner', ...rest } = claims;
  const jwt = new SignJWT({ server: 'FGSSMX01', group: 'PLANNER', prm: {}, ver: 0, ...rest })
    .setProtectedHeader({ alg: opts.alg ?? TOKEN_ALG })
    .setSubject(sub)
    .setIssuedAt(now - 10);
  if (opts.issuer !== null) jwt.setIssuer(opts.issuer ?? TOKEN_ISSUER);
  if (opts.audience !== null) jwt.setAudience(opts.audience ?? TOKEN_AUDIENCE);
  if (opts.expiresIn !== null) jwt.setExpirationTime(now + (opts.expiresIn ?? 600));
  return jwt.sign(new TextEncoder().encode(opts.secret ?? TEST_JWT_SECRET));
}

/** An unsigned token ('alg: none') carrying any claims the forger likes. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: now + 600, ...claims })}.`;
}
