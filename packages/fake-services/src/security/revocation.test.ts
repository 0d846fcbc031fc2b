import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/central.js';
import { DEMO_PASSWORD } from '../demo.js';
import { startTestPlant } from '../testing.js';

/**
 * Attack: keep using a token after the password it was issued for has changed (someone who
 * stole it), or after the user or the server was disabled. The services refuse it at once: every
 * token carries the user's token version, which a password change raises.
 */
const plant = await startTestPlant();
const { client } = plant;
afterAll(() => plant.close());
const list = (token: string) => client.call('configuration.LocationMaster.list', {}, { token });

describe('revoked tokens at the services', () => {
  it('a password change ends every earlier token of the user, the new one works', async () => {
    const stolen = await client.signIn('planner');
    expect((await list(stolen)).status).toBe(200);
    const changed = await client.call('auth.authentication.changePassword', {
      username: 'planner',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Harness2026',
      confirmPassword: 'Harness2026',
      servername: 'FGSSMX01',
    });
    expect(changed.status).toBe(200);
    expect(await list(stolen)).toEqual({ status: 401, body: { message: 'Invalid or expired token' } });
    expect((await list(changed.body.token as string)).status).toBe(200);
  });

  it('a disabled user can neither use an earlier token nor sign in', async () => {
    const token = await client.signIn('viewer');
    plant.databases.central.update(users).set({ enabled: false }).where(eq(users.username, 'viewer')).run();
    try {
      expect((await list(token)).status).toBe(401);
      await expect(client.signIn('viewer')).rejects.toThrow(/Invalid username or password/);
    } finally {
      plant.databases.central.update(users).set({ enabled: true }).where(eq(users.username, 'viewer')).run();
    }
  });

  it('a disabled server ends the tokens issued for it', async () => {
    const admin = await client.signIn('admin', 'FGSSMX01');
    const onUs = await client.signIn('planner', 'FGSSUS01', 'Harness2026');
    const servers = (await client.call('auth.authentication.serverStatus', {}, { token: admin })).body;
    const us = servers.find((s) => s.name === 'FGSSUS01');
    const status = (enabled: boolean) =>
      client.call('auth.authentication.setServerStatus', { id: us?.id ?? 0, enabled }, { token: admin });
    expect((await status(false)).status).toBe(200);
    try {
      expect((await list(onUs)).status).toBe(401);
    } finally {
      await status(true);
    }
    expect((await list(onUs)).status).toBe(200);
  });
});
