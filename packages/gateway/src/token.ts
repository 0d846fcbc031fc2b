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
export async function verifyToken(token: string, key: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALG],
      issuer: TOKEN_ISSUER,
      requiredClaims: ['exp'],
    });
    const claims = tokenClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
