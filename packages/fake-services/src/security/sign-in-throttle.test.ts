import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo.js';
import { startTestPlant } from '../testing.js';

/**
 * Attack: guess a password straight at the plant's authentication service, around the gateway
 * (40 guesses in 3.4 s got through before). The service now counts attempts per username and per
 * client address itself and answers 429 with Retry-After; a forged X-Forwarded-For does not
 * reset the count, since the plant trusts no proxy unless told to.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
const limits = { perAddress: 6, perUser: 3 };

beforeAll(async () => {
  plant = await startTestPlant({ signInLimits: limits });
});
afterAll(() => plant.close());

async function attempt(username: string, forwardedFor: string, password = 'wrong-guess-1') {
  const res = await fetch(plant.client.urlOf('auth.authentication.token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username, password, servername: 'FGSSMX01', domain: 'SEWSMX' }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { message: string },
  };
}

describe('sign-in throttling at the authentication service', () => {
  it('stops guesses at one username, even the right password, and says when to retry', async () => {
    for (let i = 0; i < limits.perUser; i++) expect((await attempt('planner', `10.0.0.${i}`)).status).toBe(401);
    const refused = await attempt('planner', '10.0.0.99', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
  });

  it('stops one address trying many usernames, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    // Each guess names a new user and claims a new address: only the socket's address counts.
    for (let i = 0; i <= limits.perAddress; i++) statuses.push((await attempt(`user${i}`, `10.1.0.${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
  });

  it('throttles reset requests too', async () => {
    const reset = await fetch(plant.client.urlOf('auth.authentication.resetPassword'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'soon', servername: 'FGSSMX01' }),
    });
    expect(reset.status).toBe(429);
  });
});

describe('reset throttling per user', () => {
  it('counts a user once whether a reset names them by username or by email', async () => {
    const perUser = 2;
    const own = await startTestPlant({ signInLimits: { perAddress: 100, perUser } });
    try {
      const reset = (username: string) =>
        own.client.call('auth.authentication.resetPassword', { username, servername: 'FGSSMX01' });
      const statuses = [];
      for (const username of ['viewer', 'viewer@fgss.example.com', 'VIEWER@fgss.example.com'])
        statuses.push((await reset(username)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await own.close();
    }
  });
});
