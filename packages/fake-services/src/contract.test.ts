/**
 * Contract test: every call of the registry is made over HTTP against a base URL with a valid
 * admin token and a valid sample input, and its reply must parse with the call's response
 * schema. FGSS_CONTRACT_BASE_URL points it at real services (FGSS_CONTRACT_USERNAME,
 * _PASSWORD, _SERVER and _DOMAIN name the account); by default an in-process fake plant answers.
 * A registry entry without a sample fails: add one under src/contract/samples/ when you add a call.
 */
import { type CallName, callNamed, callNames } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, api, type Input, type Sample, send, target } from './contract/kit.js';
import { samples } from './contract/samples/index.js';
import type { FakePlant } from './plant.js';
import { PlantClient, startTestPlant } from './testing.js';

let plant: FakePlant | undefined;
const env = process.env;

beforeAll(async () => {
  if (env.FGSS_CONTRACT_BASE_URL) target.client = new PlantClient(env.FGSS_CONTRACT_BASE_URL.replace(/\/$/, ''));
  else {
    plant = await startTestPlant();
    target.client = new PlantClient(plant.url);
  }
  const reply = await api<{ token: string | null }>('auth.authentication.token', account);
  if (!reply.token) throw new Error(`The contract account ${account.username} got no token`);
  target.token = reply.token;
});
afterAll(() => plant?.close());

describe('contract: every registry call answers with a reply its schema accepts', () => {
  it.each(callNames)('%s', async (name) => {
    const call = callNamed(name);
    const sample = samples[name];
    expect(sample, `No contract sample for ${name}: add one under src/contract/samples/`).toBeDefined();
    const input = call.input.parse(await (sample as Sample)()) as Input;
    const reply = await send(name, input);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    const parsed = call.response.safeParse(reply.body);
    expect(parsed.error?.issues ?? [], JSON.stringify(reply.body).slice(0, 500)).toEqual([]);
  });

  it('has no sample for a call the registry no longer has', () => {
    expect(Object.keys(samples).filter((name) => !callNames.includes(name as CallName))).toEqual([]);
  });
});
