import { type ArchiveProcessConfig, archiveMessages, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../../testing.js';

type Config = (typeof ArchiveProcessConfig.row)['_output'];

const { client, admin, planner, viewer, close } = await startSignedInPlant(['admin', 'planner', 'viewer']);
afterAll(close);

const saved = { message: messages.savedSuccessfully, statusText: 'OK' };
const insert = (row: Record<string, unknown>, token = admin) =>
  client.callUnchecked('configuration.ArchiveProcessConfiguration.insert', [row], { token });
const byServerDb = async (archiveServerDb: string) =>
  (
    await client.call(
      'configuration.ArchiveProcessConfiguration.list',
      { filter: ['archiveServerDb', '=', archiveServerDb] },
      { token: admin },
    )
  ).body.data as Config[];
const valid = { sourceTableName: 'box', keyColumn: 'box_pack_dtm', removeDaysMonths: 30 };

describe('Archive Process Configuration', () => {
  it('lists a configuration per shipment-tree table of the seed', async () => {
    const list = await client.call('configuration.ArchiveProcessConfiguration.list', {}, { token: viewer });
    expect((list.body.data as Config[]).map((c) => c.sourceTableName).sort()).toEqual([
      'BOX',
      'HARNESS_SERIAL',
      'MASTER_LABEL',
      'PALLET',
      'SHIPMENT',
    ]);
  });

  it('defaults a new row to D and ACTIVE with 0 archive days, and fills the archive table from the source', async () => {
    expect((await insert({ ...valid, archiveServerDb: 'defaults', archiveTableName: 'ELSEWHERE' })).body).toEqual(
      saved,
    );
    expect(await byServerDb('DEFAULTS')).toEqual([
      expect.objectContaining({
        sourceTableName: 'BOX',
        archiveTableName: 'BOX_ARCHIVE',
        keyColumn: 'BOX_PACK_DTM',
        archiveDaysMonths: 0,
        removeDaysMonths: 30,
        timePeriod: 'D',
        status: 'ACTIVE',
      }),
    ]);
  });

  it.each([
    ['archiveDaysMonths', -1, archiveMessages.archiveDayRange],
    ['archiveDaysMonths', 10000, archiveMessages.archiveDayRange],
    ['removeDaysMonths', -1, archiveMessages.removeDayRange],
    ['removeDaysMonths', 10000, archiveMessages.removeDayRange],
  ])('refuses %s %i with the spec message and saves nothing', async (field, value, message) => {
    const reply = await insert({ ...valid, archiveServerDb: 'RANGE', [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([`0.${field}: ${message}`]);
    expect(await byServerDb('RANGE')).toEqual([]);
  });

  it('takes 0 and 9999 days', async () => {
    const row = { ...valid, archiveServerDb: 'EDGES', archiveDaysMonths: 9999, removeDaysMonths: 0 };
    expect((await insert(row)).body).toEqual(saved);
    expect((await byServerDb('EDGES')).map((c) => [c.archiveDaysMonths, c.removeDaysMonths])).toEqual([[9999, 0]]);
  });

  it('requires the source table, the key column and the remove days', async () => {
    const reply = await insert({ archiveServerDb: 'REQUIRED' });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual(
      expect.arrayContaining([
        '0.sourceTableName: Source Table Name is required',
        '0.keyColumn: Key Column is required',
        expect.stringMatching(/^0\.removeDaysMonths: /),
      ]),
    );
  });

  it.each([
    ['timePeriod', 'W', "'W' is not a valid Time Period"],
    ['status', 'PAUSED', "'PAUSED' is not a valid Status"],
    ['sourceTableName', 'USERS', "'USERS' is not a valid Source Table Name"],
    ['keyColumn', 'SHIP_DATE', "'SHIP_DATE' is not a valid Key Column"],
  ])('refuses a %s outside its lookup with 400 naming field and value', async (field, value, message) => {
    const reply = await insert({ ...valid, archiveServerDb: 'LOOKUPS', [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(await byServerDb('LOOKUPS')).toEqual([]);
  });

  it('answers the TimePeriods and Status lookups', async () => {
    const periods = await client.call('configuration.ArchiveProcessConfiguration.timePeriods', {}, { token: viewer });
    const statuses = await client.call('configuration.ArchiveProcessConfiguration.status', {}, { token: viewer });
    expect(periods.body.map((p) => p.code)).toEqual(['D', 'M']);
    expect(statuses.body.map((s) => s.code)).toEqual(['ACTIVE', 'INACTIVE']);
  });

  it('lets a planner add and change rows but not delete, and a viewer only read', async () => {
    expect((await insert({ ...valid, archiveServerDb: 'RIGHTS' }, viewer)).status).toBe(403);
    expect((await insert({ ...valid, archiveServerDb: 'RIGHTS' }, planner)).body).toEqual(saved);
    const [row] = await byServerDb('RIGHTS');
    const changed = { ...(row as Config), status: 'inactive', timePeriod: 'm' };
    const update = (token: string) =>
      client.call('configuration.ArchiveProcessConfiguration.update', [changed], { token });
    expect((await update(viewer)).status).toBe(403);
    expect((await update(planner)).body).toEqual(saved);
    expect(await byServerDb('RIGHTS')).toEqual([expect.objectContaining({ status: 'INACTIVE', timePeriod: 'M' })]);
    const remove = (token: string) =>
      client.call('configuration.ArchiveProcessConfiguration.remove', [{ id: row?.id as number }], { token });
    expect((await remove(planner)).status).toBe(403);
    expect((await remove(admin)).body).toEqual(saved);
    expect(await byServerDb('RIGHTS')).toEqual([]);
  });
});
