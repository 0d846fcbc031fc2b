import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { jwtSecretFrom } from '@fgss/contracts';
import { bundledEntry } from '@fgss/fake-services/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startPlantBehindGateway } from '../test/plant.js';
import { signToken } from '../test/tokens.js';
import { trpc } from '../test/trpc-http.js';

/**
 * Attack: sign a token for a user that does not exist, group SUPER, with the development secret
 * that used to be in the source, or with the real secret but without exp, iss or aud. No secret is
 * built in any more, tokens must carry exp, iss and aud, and the services check the user exists.
 */
const FORMER_BUILT_IN = 'fgss-dev-secret-change-me-in-production-0123456789';
const env = await startPlantBehindGateway();
afterAll(() => env.close());

const serverStatusAtPlant = (token: string) =>
  fetch(`${env.plant.url}/auth/authentication/EnableServerName`, { headers: { authorization: `Bearer ${token}` } });

describe('forged tokens', () => {
  it.each([
    [
      'signed with the former built-in secret',
      () => signToken({ sub: 'ghost', group: 'SUPER' }, { secret: FORMER_BUILT_IN }),
    ],
    ['without exp', () => signToken({ sub: 'admin', group: 'SUPER' }, { secret: env.jwtSecret, expiresIn: null })],
    ['without iss', () => signToken({ sub: 'admin', group: 'SUPER' }, { secret: env.jwtSecret, issuer: null })],
    ['without aud', () => signToken({ sub: 'admin', group: 'SUPER' }, { secret: env.jwtSecret, audience: null })],
    ['for a user that does not exist', () => signToken({ sub: 'ghost', group: 'SUPER' }, { secret: env.jwtSecret })],
  ])('a SUPER token %s is refused by the gateway and the plant', async (_, make) => {
    const token = await make();
    const res = await trpc(env.app, 'auth.authentication.serverStatus', {}, { token });
    expect(res.status).toBe(401);
    expect((await serverStatusAtPlant(token)).status).toBe(401);
  });
});

describe('the signing secret', () => {
  it('is never built in: without FGSS_JWT_SECRET each process draws its own', () => {
    const quiet = () => {};
    const [a, b] = [jwtSecretFrom({}, quiet), jwtSecretFrom({}, quiet)];
    expect(a).not.toBe(b);
    expect(a).not.toBe(FORMER_BUILT_IN);
    expect(new TextEncoder().encode(a).length).toBeGreaterThanOrEqual(32);
  });

  it('is required in production and must hold at least 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/FGSS_JWT_SECRET is required in production/);
    expect(() => loadConfig({ FGSS_JWT_SECRET: 'short-secret' })).toThrow(/at least 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', FGSS_JWT_SECRET: 'p'.repeat(32) }).jwtSecret).toBe('p'.repeat(32));
  });

  it('the fake plant process refuses to start in production without it', async () => {
    const root = resolve(import.meta.dirname, '../../../..');
    const entry = await bundledEntry(resolve(root, 'packages/fake-services/src/main.ts'));
    const child = spawn(process.execPath, [entry], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', FAKE_PLANT_PORT: '0', FGSS_DATA_DIR: tmpdir() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/FGSS_JWT_SECRET is required in production/);
  }, 120_000);
});
