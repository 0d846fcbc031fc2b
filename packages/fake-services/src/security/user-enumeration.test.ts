import { afterAll, describe, expect, it } from 'vitest';
import { startTestPlant } from '../testing.js';

/**
 * Attack: learn who has an account from the public sign-in calls. The domain look-up answered
 * SEWSMX for a real user and NODOMAIN for an unknown one, and a reset took 52 ms for a real user
 * against 2 ms. Now each answers the same for both; the reset does the same hashing either way (its
 * timing is in bench: `bench security`). The server list flags the named user's favourites, as the
 * sign-in page needs (spec 1); an unknown name answers like a user who marked none.
 */

const { client, close } = await startTestPlant();
afterAll(close);

const REAL = 'planner';
const UNKNOWN = 'plannerx';

describe('no user enumeration', () => {
  it('the domain look-up answers a real and an unknown user alike', async () => {
    const domainOf = (username: string) =>
      client.call('auth.authentication.domainname', { username, servername: 'FGSSMX01' });
    expect(await domainOf(UNKNOWN)).toEqual(await domainOf(REAL));
  });

  it('the server list answers an unknown user like a real one without favourites', async () => {
    const servers = (username: string) => client.call('auth.authentication.servernames', { username });
    expect(await servers(UNKNOWN)).toEqual(await servers('expired'));
  });

  it('a reset answers a real and an unknown user alike', async () => {
    const reset = (username: string) =>
      client.call('auth.authentication.resetPassword', { username, servername: 'FGSSMX01' });
    expect(await reset(UNKNOWN)).toEqual(await reset(REAL));
  });

  it('a wrong password answers a real and an unknown user alike', async () => {
    const signIn = (username: string) =>
      client.call('auth.authentication.token', {
        username,
        password: 'not-the-password',
        servername: 'FGSSMX01',
        domain: 'SEWSMX',
      });
    expect(await signIn(UNKNOWN)).toEqual(await signIn(REAL));
  });
});
