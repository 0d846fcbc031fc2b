import { DEMO_PASSWORD } from '@fgss/fake-services';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from '../test/plant.js';
import { signToken, TEST_JWT_SECRET } from '../test/tokens.js';
import { trpc } from '../test/trpc-http.js';
import { signingKey, tokenVerifier } from '../token.js';

/**
 * Attack: keep using a stolen token after its owner changed the password. The services refuse it
 * at once; the gateway asks the authentication service about a token it remembers at least every
 * FGSS_SESSION_RECHECK_SECONDS (30 s by default, 60 s at most), so it refuses it within that bound.
 */
const env = await startPlantBehindGateway({ sessionRecheckMs: 0 });
afterAll(() => env.close());
const LIST = 'configuration.LocationMaster.list';

describe('revocation at the gateway', () => {
  it('a token from before a password change is refused without reaching the plant', async () => {
    const stolen = (await env.signIn('planner')).token;
    expect((await trpc(env.app, LIST, {}, { token: stolen })).ok).toBe(true);
    const changed = await trpc(env.app, 'auth.authentication.changePassword', {
      username: 'planner',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Harness2026',
      confirmPassword: 'Harness2026',
      servername: 'FGSSMX01',
    });
    expect(changed.ok, changed.error?.message).toBe(true);
    const reached = env.plantRequests.length;
    const refused = await trpc(env.app, LIST, {}, { token: stolen });
    expect([refused.status, refused.error?.data.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(env.plantRequests.slice(reached)).toEqual([]);
    const fresh = (changed.data as { token: string }).token;
    expect((await trpc(env.app, LIST, {}, { token: fresh })).ok).toBe(true);
  });

  it('a remembered token is asked about again once the re-check interval has passed', async () => {
    let now = Date.now();
    let stands = true;
    const verify = tokenVerifier(signingKey(TEST_JWT_SECRET), async () => stands, {
      recheckMs: 30_000,
      clock: () => new Date(now),
    });
    const token = await signToken({ sub: 'planner', prm: {} });
    expect(await verify(token)).not.toBeNull();
    stands = false;
    now += 29_999;
    expect(await verify(token)).not.toBeNull();
    now += 1;
    expect(await verify(token)).toBeNull();
  });
});
