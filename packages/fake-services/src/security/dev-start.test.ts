import { afterAll, describe, expect, it } from 'vitest';
import { devEnv } from '../../../../scripts/dev-env.js';
import { plantOptionsFrom } from '../settings.js';
import { startTestPlant } from '../testing.js';

/**
 * `pnpm start` trusted X-Forwarded-For from loopback, where any local program calls from too: a
 * forged address per try escaped the plant's sign-in throttle. Its plant trusts no proxy now.
 */
describe('the development start', () => {
  const options = plantOptionsFrom(devEnv({ FGSS_JWT_SECRET: 'a'.repeat(64) }));
  let plant: Awaited<ReturnType<typeof startTestPlant>> | undefined;
  afterAll(() => plant?.close());

  it('runs a plant whose sign-in throttle counts a forged forwarded address as its sender', async () => {
    expect(options.trustProxy).toBe(false);
    plant = await startTestPlant({ trustProxy: options.trustProxy, signInLimits: { perAddress: 3, perUser: 100 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(plant.client.urlOf('auth.authentication.token'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` },
        body: JSON.stringify({
          username: `nobody${'abcd'[i]}`,
          password: 'guess',
          servername: 'FGSSMX01',
          domain: 'SEWSMX',
        }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
