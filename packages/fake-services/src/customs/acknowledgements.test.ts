import { ackReasonTexts, addDays, type CallName, todayIso } from '@fgss/contracts';
import { X12Parser } from 'node-x12';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PlantClient, startTestPlant } from '../testing.js';
import { ack997, readEnvelope } from './x12/ack-997.js';

/**
 * The partner's 997s through HTTP, as the gateway calls the plant: the fake customs receiver
 * acknowledges each interchange (accepting, rejecting, or never), the plant collects the 997s
 * from its mailbox, and the retransmit screens tell each ASN's state; a resend of an accepted
 * ASN is a replacement under new control numbers.
 */
let plant: Awaited<ReturnType<typeof startTestPlant>>;
let client: PlantClient;
let token: string;
const YESTERDAY = addDays(todayIso(), -1);

beforeAll(async () => {
  plant = await startTestPlant({ devRoutes: true });
  client = plant.client;
  token = await client.signIn('admin');
}, 120_000);
afterAll(() => plant.close());
beforeEach(() => receiver({ ack: 'accept', ackDelayMs: 0, clear: true }));
afterEach(() => vi.useRealTimers());

// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely and assert on them
type Loose = { status: number; body: any };
const send = async (name: CallName, input: Record<string, unknown>) =>
  (await client.callUnchecked(name, input, { token })) as Loose;
const receiver = async (state: Record<string, unknown>) => {
  expect((await client.route('PUT', '/_plant/customs/state', state)).status).toBe(200);
};
const documents = async () =>
  ((await client.route('GET', '/_plant/customs')).body as { transmissions: { document: string }[] }).transmissions.map(
    (t) => t.document,
  );
const rowOf = async (asn: string) => {
  const reply = await send('import.RetransmitASNCentraltoCustoms.asnNumbers', { date: YESTERDAY, take: 100 });
  expect(reply.status).toBe(200);
  return (reply.body.data as { asnNumber: string; ackState: string | null; ackReason: string | null }[]).find(
    (r) => r.asnNumber === asn,
  );
};
const lastOf = async (asn: string) =>
  (await send('import.RetransmitASNtoCustoms.lastTransmission', { asnNumber: asn })).body.transmission;
const asnAt = async (i: number) =>
  (await send('import.RetransmitASNCentraltoCustoms.asnNumbers', { date: YESTERDAY, take: 100 })).body.data[i]
    .asnNumber as string;
const retransmit = async (asn: string) => {
  const reply = await send('import.RetransmitASNtoCustoms.retransmit', { asnNumber: asn });
  expect(reply.status).toBe(200);
  return reply.body.transmissions[0];
};

describe('acknowledgements of transmissions', () => {
  it("shows a 997 rejection as rejected with the partner's reasons in plain words", async () => {
    const asn = await asnAt(0);
    await receiver({
      ack: 'reject',
      rejectReason: {
        transaction: '5',
        segment: { id: 'REF', position: 7, code: '8', element: { position: 2, code: '7' } },
      },
    });
    expect(await retransmit(asn)).toMatchObject({ result: 'accepted', ackState: 'sent', purpose: '00' });
    const reason = [
      ackReasonTexts.segment('REF', 7, '8'),
      ackReasonTexts.element(2, '7'),
      ackReasonTexts.transaction('5'),
    ].join('\n');
    expect(reason).toBe(
      'Segment REF at position 7: Segment has data element errors (AK3 8).\n' +
        'Element 2: Invalid code value (AK4 7).\nOne or more segments in error (AK5 5).',
    );
    expect(await rowOf(asn)).toMatchObject({ ackState: 'rejected', ackReason: reason });
    expect(await lastOf(asn)).toMatchObject({ ackState: 'rejected', ackReason: reason });
  });

  it('shows an ASN without a 997 as sent, and overdue once the configured hour has passed', async () => {
    const asn = await asnAt(1);
    await receiver({ ack: 'never' });
    await retransmit(asn);
    expect(await rowOf(asn)).toMatchObject({ ackState: 'sent', ackReason: '' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 59 * 60_000 });
    expect((await rowOf(asn))?.ackState).toBe('sent');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await rowOf(asn)).toMatchObject({ ackState: 'overdue', ackReason: '' });
    expect((await lastOf(asn)).ackState).toBe('overdue');
    // A resend of an overdue ASN is an original again.
    await receiver({ ack: 'accept' });
    expect(await retransmit(asn)).toMatchObject({ purpose: '00' });
    expect((await documents()).at(-1)).toContain(`~BSN*00*${asn}*`);
  });

  it('resends an accepted ASN as a replacement (BSN01 05) under new control numbers, and one never accepted as an original', async () => {
    const asn = await asnAt(2);
    await receiver({ ack: 'reject' });
    expect(await retransmit(asn)).toMatchObject({ purpose: '00' });
    expect((await rowOf(asn))?.ackState).toBe('rejected');
    await receiver({ ack: 'accept' });
    expect(await retransmit(asn)).toMatchObject({ purpose: '00' });
    expect((await rowOf(asn))?.ackState).toBe('accepted');
    await receiver({ ack: 'reject' });
    expect(await retransmit(asn)).toMatchObject({ purpose: '05' });
    expect((await rowOf(asn))?.ackState).toBe('rejected');
    // The partner still holds the accepted one: a rejected replacement is resent as a replacement.
    await receiver({ ack: 'accept' });
    expect(await retransmit(asn)).toMatchObject({ purpose: '05' });

    const sent = await documents();
    expect(sent.map((d) => d.match(/~BSN\*(\d\d)\*/)?.[1])).toEqual(['00', '00', '05', '05']);
    const envelopes = sent.map((d) => readEnvelope(d));
    expect(new Set(envelopes.map((e) => e?.interchange)).size).toBe(4);
    expect(new Set(envelopes.map((e) => e?.group)).size).toBe(4);
  });

  it('resends an ASN accepted before as a replacement when its last send got no 997', async () => {
    const asn = await asnAt(4);
    await retransmit(asn);
    expect((await rowOf(asn))?.ackState).toBe('accepted');
    expect(await retransmit(asn)).toMatchObject({ purpose: '05' });
    expect((await rowOf(asn))?.ackState).toBe('accepted');
    await receiver({ ack: 'never' });
    expect(await retransmit(asn)).toMatchObject({ purpose: '05' });
    expect((await rowOf(asn))?.ackState).toBe('sent');
    expect(await retransmit(asn)).toMatchObject({ purpose: '05' });
    expect((await documents()).at(-1)).toContain(`~BSN*05*${asn}*`);
  });
});

describe('acknowledgements that come later or with errors', () => {
  it('shows a 997 that comes after a delay once it has come, and an acceptance with errors with its reasons', async () => {
    const asn = await asnAt(3);
    await receiver({ ack: 'acceptWithErrors', ackDelayMs: 300, rejectReason: { transaction: '4' } });
    await retransmit(asn);
    expect((await rowOf(asn))?.ackState).toBe('sent');
    await expect.poll(async () => (await rowOf(asn))?.ackState).toBe('acceptedWithErrors');
    expect((await rowOf(asn))?.ackReason).toBe(ackReasonTexts.transaction('4'));
    // The partner took it: a resend replaces it.
    await receiver({ ack: 'accept', ackDelayMs: 0 });
    expect(await retransmit(asn)).toMatchObject({ purpose: '05' });
  });
});

describe('the 997', () => {
  it('is a valid X12 997 that a strict parser reads', () => {
    const envelope = {
      senderId: 'JRZ1',
      receiverId: 'CUSTOMS',
      interchange: 12,
      functionalId: 'SH',
      group: 12,
      transactionSet: '856',
      transaction: '0001',
    };
    const text = ack997(
      envelope,
      'R',
      { transaction: '5', segment: { id: 'BSN', position: 2, code: '8', element: { position: 1, code: '7' } } },
      3,
      new Date(Date.UTC(2026, 0, 2, 3, 4)),
    );
    expect(text).toBe(
      'ISA*00*          *00*          *ZZ*CUSTOMS        *ZZ*JRZ1           *260102*0304*U*00401*000000003*0*P*>~' +
        'GS*FA*CUSTOMS*JRZ1*20260102*0304*3*X*004010~ST*997*0001~AK1*SH*12~AK2*856*0001~AK3*BSN*2**8~AK4*1**7~' +
        'AK5*R*5~AK9*R*1*1*0~SE*8*0001~GE*1*3~IEA*1*000000003~',
    );
    const parsed = new X12Parser(true).parse(text);
    expect('functionalGroups' in parsed && parsed.functionalGroups[0]?.transactions[0]?.header.valueOf(1)).toBe('997');
  });
});
