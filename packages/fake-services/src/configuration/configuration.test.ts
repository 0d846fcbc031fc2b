import { type InputOf, messages } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../testing.js';

const plant = await startSignedInPlant(['admin']);
const { client, admin } = plant;
afterAll(() => plant.close());

const saved = { message: messages.savedSuccessfully, statusText: 'OK' };
const locations = (token: string, input: InputOf<'configuration.LocationMaster.list'> = {}) =>
  client.call('configuration.LocationMaster.list', input, { token });

describe('configuration service over HTTP', () => {
  it('inserts, then refuses the same key again with [20007] and 409', async () => {
    const rows = [{ location_cd: 'dock7', location_nm: 'Dock seven' }];
    expect(await client.call('configuration.LocationMaster.insert', rows, { token: admin })).toEqual({
      status: 200,
      body: saved,
    });
    const again = await client.call('configuration.LocationMaster.insert', rows, { token: admin });
    expect(again).toEqual({ status: 409, body: { message: messages.recordExists } });
    const found = await locations(admin, { filter: ['location_cd', '=', 'DOCK7'], requireTotalCount: true });
    expect(found.body).toEqual({
      data: [{ id: expect.any(Number), location_cd: 'DOCK7', location_nm: 'Dock seven', default_loc: false }],
      totalCount: 1,
    });
  });

  it('updates and deletes rows by id, and 404 for a row that is gone', async () => {
    const carriers = (await client.call('configuration.CarrierMaster.list', {}, { token: admin })).body.data as {
      id: number;
      carrieR_NM: string;
      primarY_CR: boolean;
    }[];
    const xpo = carriers.find((c) => c.carrieR_NM === 'XPO LOGISTICS');
    expect(xpo).toBeDefined();
    const remove = () => client.call('configuration.CarrierMaster.remove', [{ id: xpo!.id }], { token: admin });
    expect((await remove()).body).toEqual(saved);
    expect((await remove()).status).toBe(404);
  });

  it('fills empty optional parameter texts with empty strings and lists them by option', async () => {
    const row = { option: 'Printing', parameter_c: 'zpl_darkness', parameter_Value: '15', remarks: 'Darkness' };
    expect((await client.call('configuration.SystemParameters.insert', [row], { token: admin })).status).toBe(200);
    const list = await client.call(
      'configuration.SystemParameters.list',
      { option: 'Printing', filter: ['parameter_c', '=', 'ZPL_DARKNESS'] },
      { token: admin },
    );
    expect(list.body.data).toEqual([
      {
        id: expect.any(Number),
        ...row,
        parameter_c: 'ZPL_DARKNESS',
        mfG_PLANT: '',
        parameter_c1: '',
        parameter_c2: '',
        parameteR_NM: '',
      },
    ]);
    const options = await client.call('configuration.SystemParameters.options', {}, { token: admin });
    expect(options.body).toEqual(['General', 'Printing', 'Inventory', 'Shipping'].map((o) => ({ Id: o, Value: o })));
  });

  it('saves each call in one transaction and enforces the one-primary rule', async () => {
    const list = (await client.call('configuration.DestinationMaster.list', {}, { token: admin })).body.data as {
      id: number;
      desT_CD: string;
      desT_NM: string;
      primarY_DEST: boolean;
    }[];
    const primary = list.find((d) => d.primarY_DEST);
    const other = list.find((d) => !d.primarY_DEST);
    const update = (rows: object[]) =>
      client.call('configuration.DestinationMaster.update', rows as never, { token: admin });
    expect(
      await update([
        { ...other, desT_NM: 'Renamed' },
        { ...other, primarY_DEST: true },
      ]),
    ).toEqual({
      status: 400,
      body: { message: messages.onePrimary },
    });
    expect(
      await client.call('configuration.DestinationMaster.remove', [{ id: primary!.id }], { token: admin }),
    ).toEqual({
      status: 400,
      body: { message: messages.primaryDestinationDelete },
    });
    const good = await update([
      { ...primary, primarY_DEST: false },
      { ...other, primarY_DEST: true },
    ]);
    expect(good.body).toEqual(saved);
    const defaults = await client.call('configuration.DestinationMaster.getDefaults', {}, { token: admin });
    expect(defaults.body).toEqual([{ ...other, primarY_DEST: true }]);
  });

  it('answers bad input with 400 and one readable line per issue, changing nothing', async () => {
    const count = async () => (await locations(admin, { requireTotalCount: true, take: 0 })).body.totalCount;
    const before = await count();
    const long = await client.call(
      'configuration.LocationMaster.insert',
      [{ location_cd: 'TOOLONG1', location_nm: '' }],
      { token: admin },
    );
    expect(long).toEqual({
      status: 400,
      body: {
        message: '0.location_cd: Location Code must be at most 6 characters\n0.location_nm: Location Name is required',
        issues: [
          '0.location_cd: Location Code must be at most 6 characters',
          '0.location_nm: Location Name is required',
        ],
      },
    });
    for (const input of [{ take: -1 }, { sort: 'not json' }, { filter: '["nope","=",1]' }, { skip: 'ten' }]) {
      const reply = await client.callUnchecked('configuration.LocationMaster.list', input, { token: admin });
      expect(reply.status, JSON.stringify(input)).toBe(400);
      expect(reply.body.issues?.length).toBeGreaterThan(0);
    }
    const unknownColumn = { filter: '["nope","=",1]' };
    expect(
      (await client.callUnchecked('configuration.LocationMaster.list', unknownColumn, { token: admin })).body.message,
    ).toBe("filter: Unknown column 'nope' in filter");
    const malformed = await fetch(client.urlOf('configuration.LocationMaster.insert'), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: '{"rows": [',
    });
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(text).not.toMatch(/at .*\.(js|ts)/);
    expect(JSON.parse(text)).toEqual({ message: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it('enforces the screen permissions of the token', async () => {
    const viewer = await client.signIn('viewer', 'FGSSUS01');
    const planner = await client.signIn('planner', 'FGSSMX01');
    expect((await locations(viewer)).status).toBe(200);
    const insert = [{ location_cd: 'V1', location_nm: 'Viewer' }];
    expect(await client.call('configuration.LocationMaster.insert', insert, { token: viewer })).toEqual({
      status: 403,
      body: { message: messages.forbidden },
    });
    const rows = (await locations(planner)).body.data as { id: number; default_loc: boolean }[];
    const deletable = rows.find((r) => !r.default_loc);
    const del = [{ id: deletable!.id }];
    expect((await client.call('configuration.LocationMaster.remove', del, { token: planner })).status).toBe(403);
    const added = [{ location_cd: 'P1', location_nm: 'Planner' }];
    expect((await client.call('configuration.LocationMaster.insert', added, { token: planner })).body).toEqual(saved);
  });

  it('keeps each server’s data in its own database', async () => {
    const us = await client.signIn('admin', 'FGSSUS01');
    const mx = admin;
    const code = (token: string) => locations(token, { filter: ['location_cd', '=', 'ISO1'] });
    const insert = [{ location_cd: 'ISO1', location_nm: 'Only in Juarez' }];
    expect((await client.call('configuration.LocationMaster.insert', insert, { token: mx })).status).toBe(200);
    expect((await code(mx)).body.data).toHaveLength(1);
    expect((await code(us)).body.data).toHaveLength(0);
    const usDefaults = (await client.call('configuration.LocationMaster.getDefaults', {}, { token: us })).body;
    expect(usDefaults).toEqual([
      { id: 1, location_cd: 'FG10', location_nm: 'FG warehouse aisle A', default_loc: true },
    ]);
  });
});
