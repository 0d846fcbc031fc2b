import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';
import type { FakePlant } from '../plant.js';
import { plantOptionsFrom } from '../settings.js';
import { type PlantClient, startTestPlant } from '../testing.js';

/**
 * Attack: request a password reset for a real user, read the mailed code from the fake plant's
 * open outbox (GET /_plant/outbox, no token) and set a new password with it. The development
 * routes now exist only when asked for, and the plant listens on loopback unless told otherwise.
 */
let plant: FakePlant;
let client: PlantClient;

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant({ printers: true }));
});
afterAll(() => plant.close());

describe('the fake plant’s development surface', () => {
  it('has no outbox to read a reset code from, and no printer jobs, unless development routes are on', async () => {
    const reset = await client.call('auth.authentication.resetPassword', { username: 'soon', servername: 'FGSSMX01' });
    expect(reset.status).toBe(200);
    for (const path of ['/_plant/outbox', '/_plant/printers', '/_plant/printers/MX01-ZT410-FG/jobs']) {
      const res = await client.route('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('as a process listens on 127.0.0.1 without development routes by default', () => {
    const options = plantOptionsFrom({ FGSS_JWT_SECRET: 'x'.repeat(32) });
    expect([options.host, options.devRoutes, options.trustProxy]).toEqual(['127.0.0.1', false, false]);
    const opened = plantOptionsFrom({
      FGSS_JWT_SECRET: 'x'.repeat(32),
      FAKE_PLANT_HOST: '0.0.0.0',
      FGSS_PLANT_DEV_ROUTES: 'true',
    });
    expect([opened.host, opened.devRoutes]).toEqual(['0.0.0.0', true]);
  });

  it('is not opened by the compose file, which also requires a signing secret', () => {
    const compose = readFileSync(join(repoRoot, 'docker/compose.yaml'), 'utf8');
    expect(compose).not.toMatch(/FGSS_PLANT_DEV_ROUTES/);
    expect(compose).not.toMatch(/FGSS_JWT_SECRET:\s*\$\{FGSS_JWT_SECRET:-/);
    expect(compose).toMatch(/FGSS_JWT_SECRET:\s*\$\{FGSS_JWT_SECRET:\?/);
    expect(compose).toMatch(/NODE_ENV: production/);
  });
});
