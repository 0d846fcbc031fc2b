import { IDEMPOTENCY_KEY_HEADER, partRulesMessages } from '@fgss/contracts';
import { upload } from '@fgss/fake-services/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from './test/plant.js';
import { trpc } from './test/trpc-http.js';

/**
 * An upload retried with the same Idempotency-Key (the user's retry after a timeout) gets the
 * first reply, though the gateway frames each sending with a new multipart boundary; another
 * file under the same key is still another request.
 */
const env = await startPlantBehindGateway();
let token = '';
const PLANT = 'JRZ3';

beforeAll(async () => {
  token = (await env.signIn('admin')).token;
});
afterAll(() => env.close());

const alertCount = async () =>
  (
    (
      await trpc(
        env.app,
        'configuration.FORDAlertMaster.list',
        { plantid: PLANT, requireTotalCount: true, take: 1 },
        { token },
      )
    ).data as { totalCount: number }
  ).totalCount;

/** Two XREF parts of the plant without a FORD alert yet. */
async function partsWithoutAlert() {
  const alerts = await trpc(env.app, 'configuration.FORDAlertMaster.list', { plantid: PLANT, take: 5000 }, { token });
  const used = new Set((alerts.data as { data: { sewsPartNo: string }[] }).data.map((r) => r.sewsPartNo));
  const xref = await trpc(env.app, 'configuration.XREFMaintenance.list', { plantid: PLANT, take: 500 }, { token });
  return (xref.data as { data: { sewS_PART_NO: string; sewS_DESIGN_LEVEL: string }[] }).data
    .filter((p) => !used.has(p.sewS_PART_NO))
    .slice(0, 2);
}

describe('an upload retried under the same Idempotency-Key', () => {
  it('replays the first reply and imports once; another file under the key is refused', async () => {
    const parts = await partsWithoutAlert();
    expect(parts).toHaveLength(2);
    const file = await upload(
      'alerts.xlsx',
      ['SEWS Part No.', 'Design Level', 'Alert 1'],
      parts.map((p) => [p.sewS_PART_NO, p.sewS_DESIGN_LEVEL, 'CHECK CPA']),
    );
    const withKey = { token, headers: { [IDEMPOTENCY_KEY_HEADER]: 'upload-retry-1' } };
    const before = await alertCount();
    const send = (input: unknown) => trpc(env.app, 'configuration.FORDAlertMaster.import', input, withKey);

    const first = await send({ plantid: PLANT, file });
    expect(first.data).toEqual({ message: partRulesMessages.imported(2) });
    const retry = await send({ plantid: PLANT, file });
    expect(retry.error?.message ?? 'ok').toBe('ok');
    expect(retry.data).toEqual(first.data);
    expect(await alertCount()).toBe(before + 2);

    const other = await upload('alerts.xlsx', ['SEWS Part No.', 'Design Level', 'Alert 1'], [['OTHER1', '01', 'X']]);
    const reused = await send({ plantid: PLANT, file: other });
    expect(reused.error?.message).toBe('This Idempotency-Key was already used for a different request.');
    expect(await alertCount()).toBe(before + 2);
  });
});
