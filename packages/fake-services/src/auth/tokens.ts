import { TOKEN_ALG, TOKEN_ISSUER, TOKEN_TTL_SECONDS, type TokenClaims, tokenClaims } from '@fgss/contracts';
import { jwtVerify, SignJWT } from 'jose';

/** Signs and verifies the session JWT (HS256, issuer and expiry pinned by the contract). */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: TOKEN_ALG, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The token's claims, or null when it is malformed, forged, expired or from another issuer. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: TOKEN_ISSUER, algorithms: [TOKEN_ALG] });
      const claims = tokenClaims.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
