import { TOKEN_ALG, TOKEN_ISSUER, type TokenClaims, tokenClaims } from '@fgss/contracts';
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
 * The claims of a token the authentication service signed and that has not expired, else null.
 * The algorithm is pinned (no 'none', no algorithm switching), and exp is required.
 */
export async function verifyToken(token: string, key: Uint8Array, now = new Date()): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALG],
      issuer: TOKEN_ISSUER,
      requiredClaims: ['exp'],
      currentDate: now,
    });
    const claims = tokenClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

export type TokenVerifier = (token: string) => Promise<TokenClaims | null>;

/**
 * Verifies tokens, remembering the ones already verified until they expire: the signature check
 * is the largest CPU cost of a forwarded call, and a user's token is the same for every call of
 * a shift. Keyed by the whole signed token, so a changed byte is a new, unverified token.
 */
export function tokenVerifier(
  key: Uint8Array,
  { maxEntries = 10_000, clock = () => new Date() }: { maxEntries?: number; clock?: () => Date } = {},
): TokenVerifier {
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return async (token) => {
    const now = clock();
    const hit = verified.get(token);
    if (hit && hit.expiresAt > now.getTime()) return hit.claims;
    if (hit) verified.delete(token);
    const claims = await verifyToken(token, key, now);
    const exp = claims && (decodeExp(token) ?? 0) * 1000;
    if (claims && exp) {
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, expiresAt: exp });
    }
    return claims;
  };
}

function decodeExp(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp : undefined;
}
