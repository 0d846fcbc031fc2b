/** The signing secret must hold at least this many bytes (HS256 keys of 256 bits). */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * The token signing secret from FGSS_JWT_SECRET. There is no built-in secret: in production a
 * missing or short secret stops the process; elsewhere a missing one becomes a random secret of
 * this process only (`start` gives both processes one secret per data directory instead).
 */
export function jwtSecretFrom(env: Record<string, string | undefined>, warn: (message: string) => void): string {
  const secret = env.FGSS_JWT_SECRET;
  if (secret) {
    if (new TextEncoder().encode(secret).length < MIN_JWT_SECRET_BYTES)
      throw new Error(`FGSS_JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
    return secret;
  }
  if (env.NODE_ENV === 'production')
    throw new Error(`FGSS_JWT_SECRET is required in production (at least ${MIN_JWT_SECRET_BYTES} random bytes)`);
  warn('FGSS_JWT_SECRET is not set: using a random secret that only this process knows');
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(MIN_JWT_SECRET_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
