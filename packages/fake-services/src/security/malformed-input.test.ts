import { lookupMessages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { workbookFile } from '../import/workbook-file.js';
import { startSignedInPlant } from '../testing.js';

/**
 * Attack: input that made the plant answer 500 (a NUL byte in a filter value, a plant id of
 * another server) or that was refused as if it were broken JSON (prototype keys). Each now gets a
 * 4xx with a message that says what is wrong, and nothing is written.
 */
const plant = await startSignedInPlant(['admin']);
const { client, admin: token } = plant;
afterAll(() => plant.close());

const alertCount = async () =>
  (
    await client.call(
      'configuration.FORDAlertMaster.list',
      { plantid: 'JRZ1', requireTotalCount: true, take: 1 },
      { token },
    )
  ).body.totalCount;

describe('malformed input at the plant', () => {
  it.each([
    [
      'a NUL in a contains filter',
      { filter: JSON.stringify(['location_nm', 'contains', 'a\u0000b']) },
      /control characters/,
    ],
    ['a NUL in a search value', { searchExpr: 'location_nm', searchValue: 'area\u0000' }, /^searchValue: .*control/],
    ['a bell in a search value', { searchExpr: 'location_nm', searchValue: 'a\u0007' }, /control characters/],
    ['a prototype key as a parameter', JSON.parse('{"take":"1","__proto__":"x"}'), /'__proto__'/],
  ])('refuses %s with a 400 that says so', async (_, input, message) => {
    const res = await client.callUnchecked('configuration.LocationMaster.list', input, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses a prototype key in a body and stores nothing', async () => {
    const before = await alertCount();
    const res = await fetch(client.urlOf('configuration.FORDAlertMaster.insert'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"rows":[{"plantid":"JRZ1","sewsPartNo":"PROTO1","__proto__":{"admin":true}}]}',
    });
    expect([res.status, await res.json()]).toEqual([400, { message: "Input must not contain the key '__proto__'" }]);
    expect(await alertCount()).toBe(before);
  });

  it('refuses inserted and updated rows and an import for a plant of another server, and stores nothing', async () => {
    const before = await alertCount();
    const row = { plantid: 'ELP1', sewsPartNo: 'FOREIGN1' };
    const inserted = await client.callUnchecked('configuration.FORDAlertMaster.insert', [row], { token });
    const updated = await client.callUnchecked('configuration.FORDAlertMaster.update', [{ ...row, id: 1 }], {
      token,
    });
    const file = await workbookFile('alerts.xlsx', ['SEWS Part No.'], [['FOREIGN2']]);
    const form = new FormData();
    form.set('plantid', 'ELP1');
    form.set('file', new Blob([file.content]), file.name);
    const imported = await fetch(client.urlOf('configuration.FORDAlertMaster.import'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    // The plant is a lookup of the row: the service names it, for an import row by row.
    const expected = lookupMessages.notInList('Plant', 'ELP1');
    expect([inserted.status, inserted.body.message]).toEqual([400, expected]);
    expect([updated.status, updated.body.message]).toEqual([400, expected]);
    expect([imported.status, ((await imported.json()) as { issues: string[] }).issues]).toEqual([
      400,
      [`Row 2: ${expected}`],
    ]);
    expect(await alertCount()).toBe(before);
  });
});
