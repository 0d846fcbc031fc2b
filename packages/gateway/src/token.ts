import {
  REQUIRED_TOKEN_CLAIMS,
  type SessionClaims,
  sessionClaims,
  TOKEN_ALG,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '@fgss/contracts';
import { jwtVerify } from 'jose';

/** Longer than any token the authentication service signs; refuses to verify junk. */
const MAX_TOKEN_LENGTH = 16_384;

export const signingKey = (secret: string) => new TextEncoder().encode(secret);

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/**
 * The claims of a token the authentication service signed for us and that has not expired,
 * else null. The algorithm is pinned (no 'none', no switching); exp, iat, iss and aud are required.
 */
export async function verifyToken(token: string, key: Uint8Array, now = new Date()): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALG],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_TOKEN_CLAIMS,
      currentDate: now,
    });
    const claims = sessionClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

export type TokenVerifier = (token: string) => Promise<SessionClaims | null>;

/** Asks the authentication service whether a token still stands; null when it cannot tell. */
export type SessionCheck = (token: string) => Promise<boolean | null>;

interface Remembered {
  claims: SessionClaims;
  expiresAt: number;
  checkedAt: number;
}

/**
 * Verifies tokens, remembering the ones already verified until they expire: the signature check
 * is the largest CPU cost of a forwarded call, and a user's token is the same for every call of
 * a shift. Keyed by the whole signed token, so a changed byte is a new, unverified token. A
 * remembered token is re-checked with the service every `recheckMs`, so a revoked one (password
 * changed, user or server disabled) stops working here within that bound; the services refuse it
 * at once. When the service cannot tell, the token is asked about again on its next use.
 */
export function tokenVerifier(
  key: Uint8Array,
  check: SessionCheck,
  {
    recheckMs,
    maxEntries = 10_000,
    clock = () => new Date(),
  }: { recheckMs: number; maxEntries?: number; clock?: () => Date },
): TokenVerifier {
  const verified = new Map<string, Remembered>();
  const remember = (token: string, entry: Remembered) => {
    verified.delete(token);
    if (verified.size >= maxEntries) verified.delete(verified.keys().next().value as string);
    verified.set(token, entry);
  };
  return async (token) => {
    const date = clock();
    const now = date.getTime();
    const hit = verified.get(token);
    if (hit && hit.expiresAt <= now) verified.delete(token);
    else if (hit && now - hit.checkedAt < recheckMs) return hit.claims;
    const claims = hit && hit.expiresAt > now ? hit.claims : await verifyToken(token, key, date);
    if (!claims) return null;
    const stands = await check(token);
    if (stands === false) {
      verified.delete(token);
      return null;
    }
    const exp = (decodeExp(token) ?? 0) * 1000;
    if (stands && exp) remember(token, { claims, expiresAt: exp, checkedAt: now });
    return claims;
  };
}

function decodeExp(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp : undefined;
}
