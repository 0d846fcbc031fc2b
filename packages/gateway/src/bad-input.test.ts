import { CONTROL_CHARACTER_MESSAGE, lookupMessages, MAX_TAKE, messages, partRulesMessages } from '@fgss/contracts';
import { upload } from '@fgss/fake-services/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlantBehindGateway } from './test/plant.js';
import { trpc } from './test/trpc-http.js';

/**
 * Bad input through the gateway to the fake plant: each gets a clear 4xx message and changes
 * nothing. SQL-looking text where a column or operator belongs is refused; as a value it is
 * only ever data (parameterised SQL), so it matches nothing and drops nothing.
 */
const env = await startPlantBehindGateway();
let token = '';
const LIST = 'configuration.LocationMaster.list';
const sql = 'location_cd; DROP TABLE locations; --';

/** Every Location row, to compare before and after. */
async function allLocations() {
  const res = await trpc(env.app, LIST, { take: MAX_TAKE, sort: [{ selector: 'id' }] }, { token });
  expect(res.ok, res.error?.message).toBe(true);
  return (res.data as { data: unknown[] }).data;
}

beforeAll(async () => {
  token = (await env.signIn('admin')).token;
});
afterAll(() => env.close());

const badLoads: [string, unknown, RegExp][] = [
  ['a filter that is not JSON', { filter: '[["location_cd","=",' }, /^filter: .*expected array/],
  ['a negative skip', { skip: -1 }, /^skip: /],
  ['a skip that is not a number', { skip: 'ten' }, /^skip: must be a whole number/],
  ['a take over the maximum', { take: MAX_TAKE + 1 }, /^take: /],
  [
    'an unknown column in the filter',
    { filter: ['password', '=', 'x'] },
    /^filter: Unknown column 'password' in filter$/,
  ],
  ['SQL as a filter column', { filter: [sql, '=', 'x'] }, /^filter: Unknown column 'location_cd; DROP TABLE/],
  ['SQL as a filter operator', { filter: ['location_cd', "= 'x' OR 1=1 --", 'x'] }, /^filter: Unknown filter operator/],
  ['an unknown column in the sort', { sort: [{ selector: 'secret' }] }, /^sort: Unknown column 'secret' in sort$/],
  ['SQL as a sort column', { sort: [{ selector: `${sql}` }] }, /^sort: Unknown column 'location_cd; DROP/],
  [
    'an unknown column in the search',
    { searchExpr: ['location_cd', 'nope'], searchValue: 'x' },
    /^searchExpr: Unknown column 'nope' in search$/,
  ],
  ['an over-long search value', { searchExpr: 'location_nm', searchValue: 'x'.repeat(201) }, /^searchValue: /],
  ['a NUL in a contains filter', { filter: ['location_nm', 'contains', 'a\u0000b'] }, /control characters$/],
  ['a NUL in a search value', { searchExpr: 'location_nm', searchValue: 'area\u0000' }, /^searchValue: .*control/],
  ['an escape character in a search value', { searchExpr: 'location_nm', searchValue: '\u001b[2J' }, /control/],
  [
    'a filter nested too deeply',
    { filter: [[[[[[[[[[['location_cd', '=', 'x']]]]]]]]]]] },
    /^filter: Filter is nested too deeply$/,
  ],
];

describe('bad load options', () => {
  it.each(badLoads)('refuses %s with a clear message', async (_, input, message) => {
    const reached = env.plantRequests.length;
    const res = await trpc(env.app, LIST, input, { token });
    expect(env.plantRequests.length, 'the gateway refuses it before any service sees it').toBe(reached);
    expect(res.status).toBe(400);
    expect(res.error?.data.code).toBe('BAD_REQUEST');
    expect(res.error?.message).toMatch(message);
    expect(res.error?.data.issues?.length).toBeGreaterThan(0);
  });

  it('treats SQL-looking filter and search values as plain text: nothing matches, nothing is dropped', async () => {
    const before = await allLocations();
    for (const value of ["' OR '1'='1", "x'); DROP TABLE locations; --", '%', '_']) {
      const filtered = await trpc(
        env.app,
        LIST,
        { filter: ['location_nm', 'contains', value], requireTotalCount: true },
        { token },
      );
      expect([value, filtered.data]).toEqual([value, { data: [], totalCount: 0 }]);
      const searched = await trpc(env.app, LIST, { searchExpr: 'location_nm', searchValue: value }, { token });
      expect([value, (searched.data as { data: unknown[] }).data]).toEqual([value, []]);
    }
    expect(await allLocations()).toEqual(before);
  });
});

describe('bad rows', () => {
  const valid = { location_cd: 'BADIN', location_nm: 'Never stored' };
  const badWrites: [string, string, unknown, string][] = [
    [
      'an over-long code',
      'configuration.LocationMaster.insert',
      [{ location_cd: 'TOOLONG1', location_nm: 'x' }],
      '0.location_cd: Location Code must be at most 6 characters',
    ],
    [
      'an over-long name',
      'configuration.LocationMaster.insert',
      [{ location_cd: 'OK1', location_nm: 'n'.repeat(51) }],
      '0.location_nm: Location Name must be at most 50 characters',
    ],
    [
      'SQL as a code (too long for the column)',
      'configuration.LocationMaster.insert',
      [{ location_cd: "'; DROP TABLE locations; --", location_nm: 'x' }],
      '0.location_cd: Location Code must be at most 6 characters',
    ],
    [
      'a missing required field',
      'configuration.LocationMaster.insert',
      [{ location_cd: 'OK2' }],
      '0.location_nm: Location Name is required',
    ],
    [
      'one bad row among good ones in a save',
      'configuration.LocationMaster.save',
      { inserted: [valid, { location_cd: 'X', location_nm: 'y'.repeat(60) }] },
      'inserted.1.location_nm: Location Name must be at most 50 characters',
    ],
    [
      'an update without an id',
      'configuration.LocationMaster.update',
      [{ location_cd: 'WHX', location_nm: 'x' }],
      '0.id: Invalid input: expected number, received undefined',
    ],
    [
      'a delete of id 0',
      'configuration.LocationMaster.remove',
      [{ id: 0 }],
      '0.id: Too small: expected number to be >0',
    ],
    [
      'an over-long remark',
      'configuration.SystemParameters.insert',
      [{ option: 'General', parameter_c: 'P1', parameter_Value: 'v', remarks: 'r'.repeat(201) }],
      '0.remarks: Remarks must be at most 200 characters',
    ],
  ];

  it.each(badWrites)('refuses %s with a clear message and stores nothing', async (_, name, input, message) => {
    const before = await allLocations();
    const reached = env.plantRequests.length;
    const res = await trpc(env.app, name, input, { token });
    expect(env.plantRequests.length, 'the gateway refuses it before any service sees it').toBe(reached);
    expect(res.status).toBe(400);
    expect(res.error?.data.issues).toContain(message);
    expect(await allLocations()).toEqual(before);
  });

  it('refuses a prototype key in the load options or a write before any service sees it', async () => {
    const before = await allLocations();
    const reached = env.plantRequests.length;
    const load = await trpc(env.app, LIST, JSON.parse('{"take":1,"__proto__":{"admin":true}}'), { token });
    expect([load.status, load.error?.message]).toEqual([400, "Input must not contain the key '__proto__'"]);
    const row = JSON.parse('{"location_cd":"PROTO","location_nm":"x","__proto__":{"admin":true}}');
    for (const [name, input] of [
      ['configuration.LocationMaster.insert', [row]],
      ['configuration.LocationMaster.save', { inserted: [row] }],
    ] as const) {
      const res = await trpc(env.app, name, input, { token });
      expect([name, res.status, res.error?.message]).toEqual([name, 400, "Input must not contain the key '__proto__'"]);
    }
    expect(env.plantRequests.length).toBe(reached);
    expect(await allLocations()).toEqual(before);
  });

  it('refuses rows, a save and an import for a plant of another server, storing nothing', async () => {
    const alerts = async () =>
      (
        await trpc(
          env.app,
          'configuration.FORDAlertMaster.list',
          { plantid: 'JRZ1', requireTotalCount: true },
          { token },
        )
      ).data as { totalCount: number };
    const before = await alerts();
    const row = { plantid: 'ELP1', sewsPartNo: 'FOREIGN1' };
    const file = await upload('alerts.xlsx', ['SEWS Part No.'], [['FOREIGN2']]);
    // The plant is a lookup of the row: the service names it (an import lists it per row).
    const foreign = lookupMessages.notInList('Plant', 'ELP1');
    for (const [name, input, message] of [
      ['configuration.FORDAlertMaster.insert', [row], foreign],
      ['configuration.FORDAlertMaster.import', { plantid: 'ELP1', file }, partRulesMessages.fileHasErrors],
    ] as const) {
      const res = await trpc(env.app, name, input, { token });
      expect([name, res.status, res.error?.message]).toEqual([name, 400, message]);
    }
    // A grid save answers what each of its calls did: here, inserts refused in the service's words.
    const saved = await trpc(env.app, 'configuration.FORDAlertMaster.save', { inserted: [row] }, { token });
    expect(saved.data).toMatchObject({ inserted: { saved: false, message: foreign, statusText: 'Bad Request' } });
    expect(await alerts()).toEqual(before);
  });

  it('reports the inserts of a save refused for a duplicate, all or nothing', async () => {
    const existing = (await allLocations())[0] as { location_cd: string };
    const before = await allLocations();
    const res = await trpc(
      env.app,
      'configuration.LocationMaster.save',
      { inserted: [valid, { location_cd: existing.location_cd, location_nm: 'Duplicate' }] },
      { token },
    );
    expect(res.data).toEqual({
      inserted: { saved: false, message: messages.recordExists, statusText: 'Conflict' },
      message: `${messages.recordExists}\nConflict`,
    });
    expect(await allLocations()).toEqual(before);
  });
});

describe('control characters on their way to a label', () => {
  const printRequest = {
    PlantId: 'JRZ1',
    PrinterName: 'MX01-ZT410-FG',
    QuantityInBox: 12,
    NumberOfLabels: 1,
    NumberOfCopies: 1,
    Speed: 5,
    ProductionDate: '2099-01-01',
    KEYVALUE: '1',
    LabelFormat: 'BX01',
  };
  const refused: [string, string, unknown, string][] = [
    [
      'CR/LF and ZPL in a print field',
      'demand.BoxLabelPrinting.print',
      { ...printRequest, BroadCastCd: 'B1\r\n^XA^FDinjected^FS^XZ' },
      `BroadCastCd: ${CONTROL_CHARACTER_MESSAGE}`,
    ],
    [
      'a DEL in a label format',
      'configuration.HarnessLabelFormatMaster.insert',
      [{ labelFormat: 'HLCC', reportName: 'HRN\u007fX', custGroup: 'ford', speed: 3 }],
      `0.reportName: Report Name ${CONTROL_CHARACTER_MESSAGE}`,
    ],
  ];

  it.each(refused)('refuses %s before any service sees it', async (_, name, input, message) => {
    const reached = env.plantRequests.length;
    const res = await trpc(env.app, name, input, { token });
    expect(env.plantRequests.length).toBe(reached);
    expect(res.status).toBe(400);
    expect(res.error?.data.issues).toContain(message);
  });
});
