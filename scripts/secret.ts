import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The token signing secret of a data directory: read from `<dataDir>/jwt-secret`, created with
 * 32 random bytes (readable by the owner only) the first time. The fake plant and the gateway
 * get it from the start scripts, so no secret is built into the source.
 */
export function dataDirSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
