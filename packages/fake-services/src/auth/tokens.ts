import type { webcrypto } from 'node:crypto';
import {
  REQUIRED_TOKEN_CLAIMS,
  type SessionClaims,
  sessionClaims,
  TOKEN_ALG,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_TTL_SECONDS,
} from '@fgss/contracts';
import { jwtVerify, SignJWT } from 'jose';

/** Signs and verifies the session JWT (HS256; issuer, audience and expiry pinned and required). */
export class TokenSigner {
  /** Imported once: given the secret's bytes, jose imports them again at every sign and verify (half its time). */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: SessionClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: TOKEN_ALG, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(await this.key);
  }

  /** The token's claims, or null when it is malformed, forged, expired, or not minted by and for us. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        algorithms: [TOKEN_ALG],
        requiredClaims: REQUIRED_TOKEN_CLAIMS,
      });
      const claims = sessionClaims.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
