/**
 * Contract test: every call of the registry is made over HTTP against a base URL with a valid
 * token and each valid sample input of the one sample registry (src/contract/samples/), and its
 * reply must parse with the call's response schema. FGSS_CONTRACT_BASE_URL points it at real
 * services (FGSS_CONTRACT_USERNAME, _PASSWORD, _SERVER, _DOMAIN and _ZONE name the account); by
 * default an in-process fake plant answers. A call without a sample fails in samples.test.ts.
 */
import { callNamed, callNames } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, contractKit, send, target } from './contract/kit.js';
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
  const reply = await api<{ token: string | null }>(
    'auth.authentication.token',
    (await contractKit.signInInput()) as Record<string, unknown>,
  );
  if (!reply.token) throw new Error(`The contract account ${contractKit.user} got no token`);
  target.token = reply.token;
});
afterAll(() => plant?.close());

const cases = callNames.flatMap((name) =>
  Object.entries(samples[name] ?? {}).map(([variant, sample]) => ({
    name,
    title: variant ? `${name} (${variant})` : name,
    sample,
  })),
);

describe('contract: every registry call answers with a reply its schema accepts', () => {
  it.each(cases)('$title', async ({ name, sample }) => {
    const call = callNamed(name);
    const input = call.input.parse(await sample(contractKit));
    const reply = await send(name, input);
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    // A file reply is a spreadsheet: a zip archive, named.
    if (call.reply === 'file') {
      expect((reply.body as unknown as Buffer).subarray(0, 2).toString()).toBe('PK');
      expect(reply.disposition).toMatch(/^attachment; filename=/);
      return;
    }
    const parsed = call.response.safeParse(reply.body);
    expect(parsed.error?.issues ?? [], JSON.stringify(reply.body).slice(0, 500)).toEqual([]);
  });
});
