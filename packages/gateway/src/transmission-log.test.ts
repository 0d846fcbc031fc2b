import { IDEMPOTENCY_KEY_HEADER, RETRANSMIT_SCREENS, TRANSMISSION_LOG_COLUMNS } from '@fgss/contracts';
import { readWorkbook } from '@fgss/workbook/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from './test/plant.js';
import { trpc } from './test/trpc-http.js';

/**
 * The transmission log through the gateway: a retransmitted ASN is listed with its control
 * numbers and exported with the same rows; a user without read on the retransmit screens is
 * refused by the gateway itself, before the plant hears of it.
 */
const env = await startPlantBehindGateway();
afterAll(() => env.close());
const { token: admin } = await env.signIn('admin');

interface LogRow {
  id: number;
  asnNumber: string;
  interchangeControl: string | null;
  [field: string]: unknown;
}

async function retransmitOne(): Promise<string> {
  const asns = await trpc(env.app, 'import.RetransmitASNtoCustoms.asnNumbers', { skip: 0, take: 1 }, { token: admin });
  const asn = (asns.data as { data: { value: string }[] }).data[0]?.value ?? '';
  const sent = await trpc(
    env.app,
    'import.RetransmitASNtoCustoms.retransmit',
    { asnNumber: asn },
    { token: admin, headers: { [IDEMPOTENCY_KEY_HEADER]: `log-${asn}` } },
  );
  expect(sent.ok).toBe(true);
  return asn;
}

/** The log's export (POST /api/export) of the rows `loadOptions` find, every column, as `token`'s user. */
const exportLog = (token: string, loadOptions: Record<string, unknown>) =>
  env.app.inject({
    method: 'POST',
    url: '/api/export',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      procedure: 'import.TransmissionLog.search',
      loadOptions,
      title: 'Transmission Log',
      columns: TRANSMISSION_LOG_COLUMNS,
      language: 'EN',
    },
  });

describe('Transmission Log through the gateway', () => {
  it('lists a retransmitted ASN and exports the same rows', async () => {
    const asn = await retransmitOne();
    const search = await trpc(env.app, 'import.TransmissionLog.search', { asnNumber: asn, take: 50 }, { token: admin });
    const rows = (search.data as { data: LogRow[] }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      asnNumber: asn,
      result: 'accepted',
      purpose: 'original',
      interchangeControl: expect.stringMatching(/^\d{9}$/),
      transactionControl: expect.stringMatching(/^\d{4,9}$/),
    });

    const res = await exportLog(admin, { asnNumber: asn });
    expect(res.statusCode).toBe(200);
    const { rows: sheet } = await readWorkbook(res.rawPayload);
    expect(sheet[2]).toEqual(TRANSMISSION_LOG_COLUMNS.map((c) => c.label));
    expect(sheet.slice(3, -1).map((r) => r[0])).toEqual([asn]);
  });

  it('refuses the log, its documents and its export to a user without read on the retransmit screens', async () => {
    env.plant.databases.central.$client
      .prepare(`UPDATE group_grants SET can_read = 0 WHERE group_code = 'VIEWER' AND screen IN (?, ?)`)
      .run(...RETRANSMIT_SCREENS);
    const { token } = await env.signIn('viewer');
    const before = env.plantRequests.length;
    expect((await trpc(env.app, 'import.TransmissionLog.search', { take: 10 }, { token })).status).toBe(403);
    expect((await trpc(env.app, 'import.TransmissionLog.document', { id: 1 }, { token })).status).toBe(403);
    expect((await exportLog(token, {})).statusCode).toBe(403);
    expect(env.plantRequests.slice(before)).toEqual([]);
  });
});
