import { messages, RETRANSMIT_SCREENS } from '@fgss/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { groupGrants } from '../db/schema/central.js';
import { customsTransmissions } from '../db/schema/customs/index.js';
import { DEMO_PASSWORD, demoServers } from '../demo.js';
import { startSignedInPlant } from '../testing.js';

/**
 * The transmission log through HTTP as the gateway calls it: every interchange, newest first,
 * found by ASN and by day, each with its state with the partner; its 856 and 997 on request;
 * and no log for a user without the retransmit screens' read right.
 */
const plant = await startSignedInPlant(['admin']);
afterAll(() => plant.close());
const { client, admin } = plant;
const db = plant.databases.plant('FGSSMX01');
if (!db) throw new Error('no FGSSMX01 plant database');

const DOC_856 = 'ISA*00*          *00*          *ZZ*SEWSMX01       *ZZ*CUSTOMS        *~ST*856*0001~';
const DOC_997 = 'ISA*00*          *00*          *ZZ*CUSTOMS        *ZZ*SEWSMX01       *~ST*997*0001~AK5*R*5~';
const sent = {
  asnVersion: 1,
  plantId: 'JRZ1',
  userId: 'admin',
  result: 'accepted' as const,
  detail: 'CTRL1',
  senderId: 'SEWSMX01',
  groupControl: 7,
  transactionControl: '0001',
};
// Days long past: a delivered interchange without a 997 is overdue by now.
const [rejected, overdue, failed, replaced] = db
  .insert(customsTransmissions)
  .values([
    {
      ...sent,
      asnNumber: 'TLOG-A1',
      transmittedAt: '2026-01-10 08:00:00',
      interchangeControl: 41,
      document: DOC_856,
      ack: 'R',
      ackReason: 'One or more segments in error (AK5 5).',
      ackDocument: DOC_997,
      acknowledgedAt: '2026-01-10 08:01:00',
    },
    { ...sent, asnNumber: 'TLOG-A1', transmittedAt: '2026-01-12 09:30:00', interchangeControl: 42, document: DOC_856 },
    {
      ...sent,
      asnNumber: 'TLOG-B2',
      transmittedAt: '2026-01-11 23:59:59',
      result: 'refused',
      detail: '503 Service Unavailable',
      senderId: null,
      groupControl: null,
      transactionControl: null,
    },
    {
      ...sent,
      asnNumber: 'TLOG-B2',
      transmittedAt: '2026-01-12 10:00:00',
      purpose: '05',
      interchangeControl: 43,
      ack: 'A',
      acknowledgedAt: '2026-01-12 10:00:05',
    },
  ])
  .returning()
  .all();

type Row = { id: number; asnNumber: string; ackState: string; purpose: string; interchangeControl: string | null };
const search = async (filters: Record<string, unknown>, token = admin) => {
  const reply = await client.callUnchecked('import.TransmissionLog.search', { take: 50, ...filters }, { token });
  return { status: reply.status, rows: (reply.body as unknown as { data: Row[] }).data };
};
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('transmission log', () => {
  it("lists an ASN's interchanges newest first, with control numbers, purpose and state", async () => {
    const { status, rows } = await search({ asnNumber: 'tlog-a1' });
    expect(status).toBe(200);
    expect(ids(rows)).toEqual([overdue?.id, rejected?.id]);
    expect(rows[1]).toMatchObject({
      asnNumber: 'TLOG-A1',
      plantCode: 'JRZ1',
      purpose: 'original',
      senderId: 'SEWSMX01',
      interchangeControl: '000000041',
      groupControl: 7,
      transactionControl: '0001',
      result: 'accepted',
      ackState: 'rejected',
      ackReason: 'One or more segments in error (AK5 5).',
      acknowledgedAt: '2026-01-10 08:01:00',
    });
    expect(rows[0]).toMatchObject({ ackState: 'overdue', acknowledgedAt: null });
  });

  it('finds the interchanges of a day range, both days whole', async () => {
    const { rows } = await search({ dateFrom: '2026-01-11', dateTo: '2026-01-12' });
    expect(ids(rows)).toEqual([replaced?.id, overdue?.id, failed?.id]);
    expect(rows.map((r) => [r.ackState, r.purpose])).toEqual([
      ['accepted', 'replacement'],
      ['overdue', 'original'],
      ['failed', 'original'],
    ]);
    expect(ids((await search({ asnNumber: 'TLOG-B2', dateTo: '2026-01-11' })).rows)).toEqual([failed?.id]);
  });

  it('sorts by the state with the partner, and refuses a bad date with the spec message', async () => {
    const byState = await search({ asnNumber: 'TLOG-A1', sort: [{ selector: 'ackState', desc: false }] });
    expect(byState.rows.map((r) => r.ackState)).toEqual(['overdue', 'rejected']);
    const bad = await client.callUnchecked(
      'import.TransmissionLog.search',
      { dateFrom: '2026-13-40' },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(messages.invalidDate);
  });

  it('shows the 856 as sent and the 997, and says when there is no such transmission', async () => {
    const doc = await client.call('import.TransmissionLog.document', { id: rejected?.id ?? 0 }, { token: admin });
    expect(doc).toMatchObject({
      status: 200,
      body: { id: rejected?.id, asnNumber: 'TLOG-A1', document: DOC_856, ackDocument: DOC_997 },
    });
    const none = await client.call('import.TransmissionLog.document', { id: overdue?.id ?? 0 }, { token: admin });
    expect(none.body).toMatchObject({ document: DOC_856, ackDocument: null });
    const missing = await client.call('import.TransmissionLog.document', { id: 999_999 }, { token: admin });
    expect(missing.status).toBe(404);
  });

  it('refuses a user without read on the retransmit screens, whose menu has no log; one of them is enough', async () => {
    const revoke = (screens: readonly string[]) =>
      plant.databases.central
        .update(groupGrants)
        .set({ canRead: false })
        .where(and(eq(groupGrants.groupCode, 'VIEWER'), inArray(groupGrants.screen, [...screens])))
        .run();
    revoke(RETRANSMIT_SCREENS.slice(0, 1));
    const oneLeft = await client.signIn('viewer');
    expect((await search({ asnNumber: 'TLOG-A1' }, oneLeft)).status).toBe(200);

    revoke(RETRANSMIT_SCREENS);
    const domain = demoServers.find((s) => s.name === 'FGSSMX01')?.domain ?? '';
    const signIn = { username: 'viewer', password: DEMO_PASSWORD, servername: 'FGSSMX01', domain };
    const reply = await client.call('auth.authentication.token', signIn);
    const log = reply.body.permissionTree
      .find((m) => m.prograM_DES_CLEAN === 'ImportExport')
      ?.treeMenuChild.find((s) => s.prograM_DES_CLEAN === 'TransmissionLog');
    expect(log?.procesS_FLG).toBe('N');
    const token = reply.body.token ?? '';
    expect((await search({ asnNumber: 'TLOG-A1' }, token)).status).toBe(403);
    const doc = await client.call('import.TransmissionLog.document', { id: rejected?.id ?? 0 }, { token });
    expect(doc.status).toBe(403);
  });
});
