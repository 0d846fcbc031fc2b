import { addDays, type CallName, importExportMessages as m, todayIso } from '@fgss/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PlantClient, startTestPlant } from '../testing.js';
import { strictParse } from './x12/strict-parse.js';

/**
 * Retransmits to the fake customs receiver through HTTP, as the gateway calls the plant: every
 * failure mode of the receiver (refusing with a status, unreachable, too slow), the history of
 * transmissions, and retries under the action's Idempotency-Key that never send twice.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
const YESTERDAY = addDays(todayIso(), -1);

beforeAll(async () => {
  // A short wait for customs so that the slow receiver case stays short (long enough for a busy machine).
  plant = await startTestPlant({ devRoutes: true, customsTimeoutMs: 2000 });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());
beforeEach(() => receiver({ failStatus: null, failTimes: null, delayMs: 0, unreachable: false, clear: true }));
// Every document the receiver holds is one a partner's EDI gateway reads in strict mode.
afterEach(async () => {
  for (const t of (await received()).transmissions) expect(() => strictParse(t.document)).not.toThrow();
});

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
type Loose = { status: number; body: any };
const send = async (name: CallName, input: Record<string, unknown>, idempotencyKey?: string, as = token) =>
  (await client.callUnchecked(name, input, { token: as, idempotencyKey })) as Loose;
const receiver = async (state: Record<string, unknown>) => {
  const reply = await client.route('PUT', '/_plant/customs/state', state);
  expect(reply.status).toBe(200);
};
const received = async () =>
  (await client.route('GET', '/_plant/customs')).body as {
    attempts: number;
    transmissions: { asnNumber: string; repeats: number; document: string; key: string }[];
  };
const asnsOf = async (date: string) => {
  const reply = await send('import.RetransmitASNCentraltoCustoms.asnNumbers', {
    date,
    take: 100,
    requireTotalCount: true,
  });
  expect(reply.status).toBe(200);
  return reply.body.data as {
    asnNumber: string;
    plantCode: string;
    lastResult: string | null;
    lastUser: string | null;
  }[];
};
const oneAsn = async () => (await asnsOf(YESTERDAY))[0]?.asnNumber as string;

describe('retransmit to customs', () => {
  it('sends the ASN as an X12 856 and records the transmission, which the grid shows', async () => {
    const asn = await oneAsn();
    const reply = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'one-asn');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(m.retransmitted(1));
    expect(reply.body.transmissions).toMatchObject([{ asnNumber: asn, result: 'accepted', userId: 'admin' }]);
    const got = await received();
    expect(got.transmissions).toHaveLength(1);
    expect(got.transmissions[0]?.document).toMatch(new RegExp(`^ISA\\*.*~ST\\*856\\*0001~BSN\\*0[07]\\*${asn}\\*`));
    expect((await asnsOf(YESTERDAY)).find((r) => r.asnNumber === asn)).toMatchObject({
      lastResult: 'accepted',
      lastUser: 'admin',
    });
  });

  it('answers a repeat of a delivered action with its first reply, without sending again', async () => {
    const asn = await oneAsn();
    const first = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'repeat-key');
    const again = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'repeat-key');
    expect(again).toEqual(first);
    expect((await received()).attempts).toBe(1);
  });

  it("sends another user's action under the same key: a key is one user's action", async () => {
    const asn = await oneAsn();
    const mine = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'shared-key');
    expect(mine.body.transmissions).toMatchObject([{ asnNumber: asn, result: 'accepted', userId: 'admin' }]);
    const planner = await client.signIn('planner');
    const theirs = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'shared-key', planner);
    expect(theirs.status).toBe(200);
    expect(theirs.body.transmissions).toMatchObject([{ asnNumber: asn, result: 'accepted', userId: 'planner' }]);
    const got = await received();
    expect(got.attempts).toBe(2);
    expect(got.transmissions.map((t) => t.repeats)).toEqual([0, 0]);
  });

  it('tells a refusal of customs with its status, records it, and lets the same action be retried', async () => {
    const asn = await oneAsn();
    await receiver({ failStatus: 503 });
    const failed = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'refused-then-ok');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(m.customsRefused(asn, 503, 'Service Unavailable'));
    expect((await asnsOf(YESTERDAY)).find((r) => r.asnNumber === asn)?.lastResult).toBe('refused');

    await receiver({ failStatus: null });
    const retried = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'refused-then-ok');
    expect(retried.status).toBe(200);
    expect((await received()).transmissions.map((t) => t.asnNumber)).toEqual([asn]);
  });

  it('tells an unreachable customs gateway, and reaches it again once it listens', async () => {
    const asn = await oneAsn();
    await receiver({ unreachable: true });
    const failed = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'unreachable');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(m.customsUnreachable(asn));
    expect((await asnsOf(YESTERDAY)).find((r) => r.asnNumber === asn)?.lastResult).toBe('unreachable');
    await receiver({ unreachable: false });
    expect((await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'unreachable')).status).toBe(
      200,
    );
  });

  it('answers 504 when customs is too slow, and a retry does not make customs keep the ASN twice', async () => {
    const asn = await oneAsn();
    await receiver({ delayMs: 30_000 });
    const slow = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'slow-key');
    expect(slow.status).toBe(504);
    expect(slow.body.message).toBe(m.customsTimeout(asn));
    // The slow receiver did take the first transmission; the retry is recognised as its repeat.
    await receiver({ delayMs: 0 });
    const retried = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn }, 'slow-key');
    expect(retried.status).toBe(200);
    const got = await received();
    expect(got.transmissions).toHaveLength(1);
    expect(got.transmissions[0]?.repeats).toBe(1);
  });

  it('retransmits all ASNs of a date through two refusals, each ASN kept once', async () => {
    const asns = (await asnsOf(YESTERDAY)).map((r) => r.asnNumber);
    expect(asns.length).toBeGreaterThan(1);
    await receiver({ failStatus: 503, failTimes: 2 });
    const input = { date: YESTERDAY, all: true };
    const replies = [];
    for (let attempt = 0; attempt < 3; attempt++)
      replies.push(await send('import.RetransmitASNCentraltoCustoms.retransmit', input, 'all-of-date'));
    expect(replies.map((r) => r.status)).toEqual([502, 502, 200]);
    expect(replies[2]?.body.message).toBe(m.retransmitted(asns.length));
    const got = await received();
    expect(got.transmissions.map((t) => t.asnNumber).sort()).toEqual([...asns].sort());
    expect(got.attempts).toBe(asns.length + 2);
  });

  it('refuses a blank or unknown ASN, a date without ASN number or all, and a user without update', async () => {
    const blank = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain(m.cannotBeBlank);
    const none = await send('import.RetransmitASNCentraltoCustoms.retransmit', { date: YESTERDAY });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(m.cannotBeBlank);
    const unknown = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: 'NOSUCHASN' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(m.unknownAsn('NOSUCHASN'));
    const viewer = await client.signIn('viewer');
    const refused = await send(
      'import.RetransmitASNtoCustoms.retransmit',
      { asnNumber: await oneAsn() },
      undefined,
      viewer,
    );
    expect(refused.status).toBe(403);
    expect((await received()).attempts).toBe(0);
  });

  it('offers shipped ASNs in the selector, newest first, by typed start', async () => {
    const all = await send('import.RetransmitASNtoCustoms.asnNumbers', { take: 10 });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBe(10);
    const asn = await oneAsn();
    const typed = await send('import.RetransmitASNtoCustoms.asnNumbers', { searchValue: asn });
    expect(typed.body.data[0]).toMatchObject({ value: asn, text: `${asn}  (${YESTERDAY})` });
  });
});
