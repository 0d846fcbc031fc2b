import { adminMasterMessages, type LinkServer, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../../testing.js';

const { client, admin, planner, viewer, close } = await startSignedInPlant(['admin', 'planner', 'viewer']);
afterAll(close);

const saved = { message: messages.savedSuccessfully, statusText: 'OK' };
const thisYear = new Date().getFullYear();
const thisMonth = `${thisYear}-${String(new Date().getMonth() + 1).padStart(2, '0')}`;
type Month = { id: number; yearMonth: string; startDate: string; endDate: string };
type Link = (typeof LinkServer.row)['_output'];

const months = async (year: number, token = admin) =>
  (await client.call('configuration.AccountCalendar.list', { year: String(year) }, { token })).body.data as Month[];

describe('Account Calendar', () => {
  it('lists a year by its months, and offers the years held plus the current and next', async () => {
    const current = await months(thisYear);
    expect(current.map((m) => m.yearMonth)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${thisYear}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(current[1]).toMatchObject({ startDate: `${thisYear}-02-01` });
    expect((await client.call('configuration.AccountCalendar.years', {}, { token: viewer })).body).toEqual([
      thisYear - 1,
      thisYear,
      thisYear + 1,
    ]);
    expect(
      (await client.call('configuration.AccountCalendar.yearMonths', { year: 2030 }, { token: viewer })).body,
    ).toHaveLength(12);
  });

  it('validates and generates a new year once; a held year or a past one is refused', async () => {
    const next = thisYear + 1;
    const validate = (year: number) =>
      client.call('configuration.AccountCalendar.validate', { year }, { token: admin });
    expect((await validate(next)).body).toEqual({ isValid: true, message: '' });
    expect((await validate(thisYear)).body).toEqual({ isValid: false, message: messages.recordExists });
    expect((await validate(thisYear - 2)).body).toEqual({ isValid: false, message: adminMasterMessages.pastCalendar });

    expect(
      (await client.call('configuration.AccountCalendar.generateValues', { year: next }, { token: admin })).body,
    ).toEqual(saved);
    const generated = await months(next);
    expect(generated).toHaveLength(12);
    expect(generated[1]).toMatchObject({ yearMonth: `${next}-02`, startDate: `${next}-02-01` });
    expect(generated[11]).toMatchObject({ endDate: `${next}-12-31` });
    const again = await client.call('configuration.AccountCalendar.generateValues', { year: next }, { token: admin });
    expect(again).toEqual({ status: 400, body: { message: messages.recordExists } });
    const past = await client.call(
      'configuration.AccountCalendar.generateValues',
      { year: thisYear - 3 },
      { token: admin },
    );
    expect(past).toEqual({ status: 400, body: { message: adminMasterMessages.pastCalendar } });
    expect(await months(thisYear - 3)).toEqual([]);
  });

  it('keeps past years as they are: no month of one is added, changed or deleted, whatever the right', async () => {
    const [january] = await months(thisYear - 1);
    expect(january).toBeDefined();
    const refused = { status: 400, body: { message: adminMasterMessages.pastCalendar } };
    const changed = { ...january!, endDate: `${thisYear - 1}-01-30` };
    expect(await client.call('configuration.AccountCalendar.update', [changed], { token: admin })).toEqual(refused);
    expect(await client.call('configuration.AccountCalendar.remove', [{ id: january!.id }], { token: admin })).toEqual(
      refused,
    );
    const added = {
      yearMonth: `${thisYear - 4}-05`,
      startDate: `${thisYear - 4}-05-01`,
      endDate: `${thisYear - 4}-05-31`,
    };
    expect(await client.call('configuration.AccountCalendar.insert', [added], { token: admin })).toEqual(refused);
    // An update with one past month changes nothing, not even the current month.
    const current = (await months(thisYear)).find((m) => m.yearMonth === thisMonth);
    const rows = [
      { ...current!, endDate: `${thisMonth}-27` },
      { ...january!, endDate: `${thisYear - 1}-01-30` },
    ];
    expect(await client.call('configuration.AccountCalendar.update', rows, { token: admin })).toEqual(refused);
    expect(await client.call('configuration.AccountCalendar.remove', [{ id: january!.id }], { token: admin })).toEqual(
      refused,
    );
    expect((await months(thisYear)).find((m) => m.yearMonth === thisMonth)).toEqual(current);
    expect((await months(thisYear - 1))[0]).toEqual(january);
  });

  it('keeps the months of this year before the current one too, and lets the current month change', async () => {
    const held = await months(thisYear);
    const past = held.filter((m) => m.yearMonth < thisMonth);
    const current = held.find((m) => m.yearMonth === thisMonth);
    const refused = { status: 400, body: { message: adminMasterMessages.pastCalendar } };
    for (const month of past) {
      const changed = { ...month, endDate: month.startDate };
      expect(await client.call('configuration.AccountCalendar.update', [changed], { token: admin })).toEqual(refused);
      expect(await client.call('configuration.AccountCalendar.remove', [{ id: month.id }], { token: admin })).toEqual(
        refused,
      );
    }
    expect(await months(thisYear)).toEqual(held);
    const changed = { ...current!, endDate: `${thisMonth}-27` };
    expect(await client.call('configuration.AccountCalendar.update', [changed], { token: admin })).toEqual({
      status: 200,
      body: saved,
    });
    expect((await months(thisYear)).find((m) => m.yearMonth === thisMonth)).toEqual(changed);
  });

  it("refuses a start after the end ('[20263]'), a month twice ('[20007]') and missing dates", async () => {
    // Next year's March, which is never past (the year was generated above).
    const march = (await months(thisYear + 1)).find((m) => m.yearMonth === `${thisYear + 1}-03`);
    const backwards = { ...march!, startDate: `${thisYear + 1}-03-20`, endDate: `${thisYear + 1}-03-10` };
    const reply = await client.call('configuration.AccountCalendar.update', [backwards], { token: admin });
    expect(reply.status).toBe(400);
    expect((reply.body as { issues: string[] }).issues).toEqual([`0.startDate: ${adminMasterMessages.startAfterEnd}`]);
    const twice = {
      yearMonth: `${thisYear + 1}-03`,
      startDate: `${thisYear + 1}-03-01`,
      endDate: `${thisYear + 1}-03-31`,
    };
    expect(await client.call('configuration.AccountCalendar.insert', [twice], { token: admin })).toEqual({
      status: 409,
      body: { message: messages.recordExists },
    });
    const blank = await client.callUnchecked(
      'configuration.AccountCalendar.insert',
      [{ yearMonth: `${thisYear + 2}-01`, startDate: '', endDate: '2031-02-30' }],
      { token: admin },
    );
    expect(blank.status).toBe(400);
    expect((blank.body as { issues: string[] }).issues).toEqual([
      '0.startDate: Start Date is required',
      '0.endDate: Value must be a valid date',
    ]);
  });
});

describe('Link Server Master', () => {
  const links = async (token: string, input = {}) =>
    (await client.call('configuration.LinkServerMaster.list', input, { token })).body.data as Link[];

  it('sends the password only to users with the update right', async () => {
    expect((await links(admin)).find((l) => l.linkName === 'CUSTOMS_BROKER')?.password).toBe('Brk!asn-77');
    expect((await links(planner)).find((l) => l.linkName === 'CUSTOMS_BROKER')?.password).toBe('Brk!asn-77');
    const seen = await links(viewer);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.map((l) => l.password)).toEqual(seen.map(() => null));
    // Nor can it be learned from a search, filter, sort or summary on it.
    expect(await links(viewer, { searchValue: 'Brk!' })).toEqual([]);
    for (const probe of [
      { filter: ['password', 'startswith', 'B'] },
      { sort: [{ selector: 'password' }] },
      { totalSummary: [{ selector: 'password', summaryType: 'max' }] },
      { searchExpr: 'password', searchValue: 'B' },
    ]) {
      const reply = await client.callUnchecked('configuration.LinkServerMaster.list', probe, { token: viewer });
      expect(reply.status, JSON.stringify(probe)).toBe(400);
      expect(JSON.stringify(reply.body)).not.toContain('Brk!');
    }
  });

  it('adds, changes and deletes a link server; the name is required and once, text upper-case', async () => {
    const row = { linkName: 'wms_link', serverName: 'wms-sql', password: 'Wms.Secret1', plantId: 'jrz1' };
    expect((await client.call('configuration.LinkServerMaster.insert', [row], { token: admin })).body).toEqual(saved);
    const stored = (await links(admin)).find((l) => l.linkName === 'WMS_LINK');
    expect(stored).toMatchObject({ serverName: 'WMS-SQL', password: 'Wms.Secret1', plantId: 'JRZ1' });
    expect(await client.call('configuration.LinkServerMaster.insert', [row], { token: admin })).toEqual({
      status: 409,
      body: { message: messages.recordExists },
    });
    const blank = await client.callUnchecked('configuration.LinkServerMaster.insert', [{ linkName: '' }], {
      token: admin,
    });
    expect((blank.body as { issues: string[] }).issues).toEqual(['0.linkName: Link Name is required']);
    const edited = { ...stored!, remarks: 'warehouse system' };
    expect((await client.call('configuration.LinkServerMaster.update', [edited], { token: planner })).body).toEqual(
      saved,
    );
    expect((await client.call('configuration.LinkServerMaster.update', [edited], { token: viewer })).status).toBe(403);
    expect(
      (await client.call('configuration.LinkServerMaster.remove', [{ id: stored!.id }], { token: admin })).body,
    ).toEqual(saved);
  });

  it('lists the procedures a link server runs for its plant', async () => {
    const reply = await client.call(
      'configuration.LinkServerMaster.detail',
      { linkName: 'CUSTOMS_BROKER', serverName: 'BROKER-SQL', plantId: 'JRZ1' },
      { token: viewer },
    );
    expect(reply.body.data.map((d) => [d.procedureName, d.executionStatus])).toEqual([
      ['SP_EXPORT_ASN', 'OK'],
      ['SP_IMPORT_PEDIMENTO', 'FAILED'],
    ]);
    const none = await client.call(
      'configuration.LinkServerMaster.detail',
      { linkName: 'NO_SUCH_LINK' },
      { token: viewer },
    );
    expect(none.body).toEqual({ data: [] });
  });
});
