import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, registry } from '@fgss/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carrierStore, destinationStore, locationStore, parameterStore } from '../configuration/stores.js';
import { openPlantOf } from '../db/databases.js';
import type { PlantDb } from '../db/plant.js';
import { locationMaster } from '../db/schema/plant/index.js';
import { ServiceError } from '../http/errors.js';
import { seedBulkLocations } from '../seed/bulk-locations.js';
import { copySmallSeed } from '../test/small-seed.js';

const calls = registry.configuration.LocationMaster;
type Location = { id: number; location_cd: string; location_nm: string; default_loc: boolean };

let dir: string;
let db: PlantDb;

beforeEach(() => {
  dir = copySmallSeed(mkdtempSync(join(tmpdir(), 'fgss-store-')));
  db = openPlantOf(dir, 'FGSSMX01');
});
afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Loads through the contract's input schema, as the route does. */
const load = (input: Record<string, unknown>) => {
  const reply = locationStore.load(db, calls.list.input.parse(input));
  return { ...reply, data: reply.data as Location[] };
};
const codes = (input: Record<string, unknown>) => load(input).data.map((r) => r.location_cd);
const allRows = () => db.select().from(locationMaster).all() as Location[];
const byCode = (a: Location, b: Location) => a.location_cd.localeCompare(b.location_cd);
const save = (batch: Record<string, unknown>) => locationStore.save(db, calls.save.input.parse(batch));

function failure(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ServiceError) return e;
    throw e;
  }
  throw new Error('expected a ServiceError');
}

function addLocations(rows: [string, string][]) {
  save({ inserted: rows.map(([location_cd, location_nm]) => ({ location_cd, location_nm })) });
}

describe('grid store: filters', () => {
  const lower = (s: string) => s.toLowerCase();
  it.each<[string, unknown[], (r: Location) => boolean]>([
    ['=, case-insensitive', ['location_cd', '=', 'ship1'], (r) => r.location_cd === 'SHIP1'],
    ['= without operator', ['location_cd', 'QA01'], (r) => r.location_cd === 'QA01'],
    ['<>', ['location_cd', '<>', 'SHIP1'], (r) => r.location_cd !== 'SHIP1'],
    ['<', ['id', '<', 3], (r) => r.id < 3],
    ['>', ['id', '>', '8'], (r) => r.id > 8],
    ['<=', ['location_cd', '<=', 'FG02'], (r) => r.location_cd <= 'FG02'],
    ['>=', ['location_cd', '>=', 'RWK1'], (r) => r.location_cd >= 'RWK1'],
    ['contains (search index)', ['location_nm', 'contains', 'DOCK'], (r) => lower(r.location_nm).includes('dock')],
    ['contains (short text)', ['location_cd', 'contains', 'g0'], (r) => lower(r.location_cd).includes('g0')],
    ['notcontains', ['location_nm', 'notcontains', 'rack'], (r) => !lower(r.location_nm).includes('rack')],
    ['startswith', ['location_cd', 'startswith', 'sh'], (r) => r.location_cd.startsWith('SH')],
    ['endswith', ['location_nm', 'endswith', 'CAGE'], (r) => lower(r.location_nm).endsWith('cage')],
    ['boolean', ['default_loc', '=', true], (r) => r.default_loc],
    ['boolean as text', ['default_loc', '=', 'false'], (r) => !r.default_loc],
  ])('%s', (_name, filter, keep) => {
    const expected = allRows().filter(keep).sort(byCode);
    expect(expected.length).toBeGreaterThan(0);
    expect(codes({ filter })).toEqual(expected.map((r) => r.location_cd));
  });

  it('combines nested and, or and not', () => {
    const filter = [
      ['location_nm', 'contains', 'dock'],
      'or',
      [['location_cd', 'startswith', 'FG'], 'and', ['!', ['default_loc', '=', true]]],
    ];
    const matching = ['FG02', 'SHIP1', 'SHIP2', 'XDK1'];
    expect(codes({ filter })).toEqual(matching);
    expect(codes({ filter: ['!', filter] })).toEqual(
      allRows()
        .map((r) => r.location_cd)
        .filter((c) => !matching.includes(c))
        .sort(),
    );
  });

  it('answers contains through the search index and without it (under three characters) alike', () => {
    addLocations([
      ['DOCK9', 'Overflow DOCK door'],
      ['XX1', 'Dockside'],
      ['XX2', 'Dépôt'],
    ]);
    for (const text of ['dock', 'ock', 'oc', 'pô', 'DÉPÔT', 'XX']) {
      const expected = allRows()
        .filter((r) => `${r.location_cd}\n${r.location_nm}`.toLowerCase().includes(text.toLowerCase()))
        .sort(byCode)
        .map((r) => r.location_cd);
      const found = codes({ filter: [['location_nm', 'contains', text], 'or', ['location_cd', 'contains', text]] });
      expect(found, text).toEqual(expected);
    }
  });

  it('keeps the search index in step with updates and deletes', () => {
    const ship1 = allRows().find((r) => r.location_cd === 'SHIP1') as Location;
    const ship2 = allRows().find((r) => r.location_cd === 'SHIP2') as Location;
    save({ updated: [{ ...ship1, location_nm: 'Outbound lane' }], deleted: [{ id: ship2.id }] });
    expect(codes({ filter: ['location_nm', 'contains', 'shipping'] })).toEqual([]);
    expect(codes({ filter: ['location_nm', 'contains', 'outbound'] })).toEqual(['SHIP1']);
  });

  it('rejects unknown columns and values of the wrong type with a clear message', () => {
    const unknown = calls.list.input.safeParse({ filter: [['nope', '=', 'x']] });
    expect(unknown.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['filter', "Unknown column 'nope' in filter"],
    ]);
    const sort = failure(() => locationStore.load(db, { sort: [{ selector: 'nope' }] }));
    expect(sort.message).toBe("Unknown column 'nope'");
    expect(failure(() => load({ filter: ['id', '>', 'abc'] })).message).toBe("Filter value for 'id' must be a number");
    expect(failure(() => load({ filter: ['default_loc', '=', 'maybe'] })).message).toBe(
      "Filter value for 'default_loc' must be true or false",
    );
    expect(() => calls.list.input.parse({ filter: ['location_cd; DROP TABLE x', '=', 1] })).toThrow(/Unknown column/);
  });

  it('matches SQL-looking text, wildcards and quotes literally and changes nothing', () => {
    addLocations([
      ['INJ1', "'; DROP TABLE location_master; --"],
      ['PCT1', '100% cotton_bag'],
      ['PCT2', '1000 cotton bags'],
      ['QT1', 'Rack "A" north'],
    ]);
    const before = allRows().length;
    expect(codes({ filter: ['location_nm', 'contains', "'; DROP TABLE location_master; --"] })).toEqual(['INJ1']);
    expect(codes({ filter: ['location_nm', '=', "'; DROP TABLE location_master; --"] })).toEqual(['INJ1']);
    expect(codes({ filter: ['location_nm', 'contains', '%'] })).toEqual(['PCT1']);
    expect(codes({ filter: ['location_nm', 'contains', '_'] })).toEqual(['INJ1', 'PCT1']);
    expect(codes({ filter: ['location_nm', 'contains', 'n_b'] })).toEqual(['PCT1']);
    expect(codes({ filter: ['location_nm', 'contains', '0% c'] })).toEqual(['PCT1']);
    expect(codes({ filter: ['location_nm', 'startswith', '100%'] })).toEqual(['PCT1']);
    expect(codes({ filter: ['location_nm', 'contains', '"A"'] })).toEqual(['QT1']);
    expect(codes({ filter: ['location_nm', 'contains', '" OR "'] })).toEqual([]);
    expect(codes({ searchValue: "x' OR '1'='1" })).toEqual([]);
    expect(allRows().length).toBe(before);
  });
});

describe('grid store: sort, paging, total and search', () => {
  it('sorts by several columns in both directions, the entity default otherwise', () => {
    addLocations([
      ['ZZ1', 'Same name'],
      ['ZZ2', 'Same name'],
    ]);
    const sorted = load({ sort: [{ selector: 'location_nm' }, { selector: 'location_cd', desc: true }] }).data;
    const names = sorted.map((r) => r.location_nm.toLowerCase());
    expect(names).toEqual([...names].sort());
    const same = sorted.filter((r) => r.location_nm === 'Same name').map((r) => r.location_cd);
    expect(same).toEqual(['ZZ2', 'ZZ1']);
    expect(codes({ sort: [{ selector: 'location_cd', desc: true }] })[0]).toBe('ZZ2');
    expect(codes({})).toEqual(
      allRows()
        .sort(byCode)
        .map((r) => r.location_cd),
    );
  });

  it('pages with skip and take and counts only when asked', () => {
    const all = codes({});
    const page = load({ skip: 2, take: 3, requireTotalCount: 'true' });
    expect(page.data.map((r) => r.location_cd)).toEqual(all.slice(2, 5));
    expect(page.totalCount).toBe(all.length);
    expect(load({ take: 3 }).totalCount).toBeUndefined();
    const filtered = load({ take: 1, requireTotalCount: true, filter: ['location_cd', 'startswith', 'S'] });
    expect(filtered).toMatchObject({ totalCount: 3, data: [{ location_cd: 'SHIP1' }] });
  });

  it('counts, sorts and pages search-index matches like any other rows', () => {
    addLocations([
      ['AD1', 'alpha dock'],
      ['BD1', 'Beta dock'],
      ['BD2', 'beta dock'],
    ]);
    const matches = ['AD1', 'BD2', 'BD1', 'SHIP1', 'SHIP2', 'XDK1'].length;
    const sort = [{ selector: 'location_nm' }, { selector: 'location_cd', desc: true }];
    const filter = ['location_nm', 'contains', 'DOCK'];
    const page = load({ filter, sort, skip: 1, take: 3, requireTotalCount: true });
    expect(page).toEqual({
      totalCount: matches,
      data: [
        { id: expect.any(Number), location_cd: 'BD2', location_nm: 'beta dock', default_loc: false },
        { id: expect.any(Number), location_cd: 'BD1', location_nm: 'Beta dock', default_loc: false },
        { id: expect.any(Number), location_cd: 'XDK1', location_nm: 'Cross-dock lane', default_loc: false },
      ],
    });
    expect(load({ filter, skip: 50, take: 10, requireTotalCount: true })).toEqual({ data: [], totalCount: matches });
    expect(load({ filter: ['location_nm', 'contains', 'nowhere'], requireTotalCount: true })).toEqual({
      data: [],
      totalCount: 0,
    });
    const notDock = load({ filter: ['!', filter], requireTotalCount: true });
    expect(notDock.totalCount).toBe(allRows().length - matches);
  });

  it('searches the given columns, or every text column, with the search operation', () => {
    expect(codes({ searchExpr: ['location_cd', 'location_nm'], searchValue: 'ship' })).toEqual(['SHIP1', 'SHIP2']);
    expect(codes({ searchExpr: '["location_nm"]', searchValue: 'rework' })).toEqual(['RWK1']);
    expect(codes({ searchValue: 'rwk' })).toEqual(['RWK1']);
    expect(codes({ searchExpr: 'location_cd', searchValue: 'f', searchOperation: 'startswith' })).toEqual([
      'FG01',
      'FG02',
    ]);
    expect(codes({ searchValue: 'ship', filter: ['location_cd', '=', 'SHIP2'], searchExpr: ['location_nm'] })).toEqual([
      'SHIP2',
    ]);
  });

  it('selects parameter rows by option', () => {
    const rows = parameterStore.load(db, { option: 'Inventory' }).data as { parameter_c: string; mfG_PLANT: string }[];
    expect(rows.map((r) => [r.parameter_c, r.mfG_PLANT])).toEqual([
      ['CYCLE_COUNT_DAYS', 'JRZ1'],
      ['CYCLE_COUNT_DAYS', 'JRZ2'],
    ]);
  });
});

describe('grid store: batches', () => {
  it('saves all rows of one insert, update or delete call, or none', () => {
    const before = allRows();
    const fg02 = before.find((r) => r.location_cd === 'FG02') as Location;
    const ship1 = before.find((r) => r.location_cd === 'SHIP1') as Location;
    const primary = before.find((r) => r.default_loc) as Location;
    const inserted = [
      { location_cd: 'NEW1', location_nm: 'New' },
      { location_cd: 'fg01', location_nm: 'Dup' },
    ];
    // A duplicate key fails in the database; the route answers it as '[20007] Record Already Exist!'.
    expect(() => locationStore.insert(db, calls.insert.input.parse(inserted))).toThrow(/UNIQUE/);
    const updated = [
      { ...ship1, location_nm: 'Renamed' },
      { id: 9999, location_cd: 'X', location_nm: 'X' },
    ];
    expect(failure(() => locationStore.update(db, calls.update.input.parse(updated))).status).toBe(404);
    const deleted = [{ id: fg02.id }, { id: primary.id }];
    expect(failure(() => locationStore.remove(db, calls.remove.input.parse(deleted))).status).toBe(400);
    expect(allRows()).toEqual(before);
  });

  it('rejects an update of a missing row with 404 and a changed key with 400', () => {
    const missing = failure(() => save({ updated: [{ id: 9999, location_cd: 'X', location_nm: 'X' }] }));
    expect(missing.status).toBe(404);
    const ship1 = allRows().find((r) => r.location_cd === 'SHIP1') as Location;
    const key = failure(() => save({ updated: [{ ...ship1, location_cd: 'SHIP9' }] }));
    expect(key).toMatchObject({ status: 400, message: 'Location Code cannot be changed on an existing row' });
    save({ updated: [{ ...ship1, location_cd: 'ship1', location_nm: 'Dock one' }] });
    expect(allRows().find((r) => r.id === ship1.id)?.location_nm).toBe('Dock one');
  });

  it('keeps exactly one primary row', () => {
    const rows = allRows();
    const primary = rows.find((r) => r.default_loc) as Location;
    const other = rows.find((r) => !r.default_loc) as Location;
    expect(failure(() => save({ deleted: [{ id: primary.id }] }))).toMatchObject({
      status: 400,
      message: messages.defaultLocationDelete,
    });
    expect(failure(() => save({ updated: [{ ...other, default_loc: true }] })).message).toBe(messages.onePrimary);
    expect(failure(() => save({ updated: [{ ...primary, default_loc: false }] })).message).toBe(messages.onePrimary);
    expect(allRows()).toEqual(rows);
    save({
      updated: [
        { ...primary, default_loc: false },
        { ...other, default_loc: true },
      ],
    });
    expect(locationStore.defaults(db).map((r) => r.id)).toEqual([other.id]);
  });

  it('makes the first row of an empty table its primary row', () => {
    const empty = openPlantOf(dir, 'EMPTY01');
    const rows = registry.configuration.DestinationMaster.insert.input.parse([
      { desT_CD: 'ford-kcap', desT_NM: 'Ford Kansas City' },
      { desT_CD: 'GM-WENTZ', desT_NM: 'GM Wentzville' },
    ]);
    destinationStore.insert(empty, rows);
    destinationStore.insert(empty, [{ desT_CD: 'TOY-TMMI', desT_NM: 'Toyota Indiana' }]);
    expect(destinationStore.defaults(empty)).toEqual([
      { id: 1, desT_CD: 'FORD-KCAP', desT_NM: 'Ford Kansas City', primarY_DEST: true },
    ]);
    empty.$client.close();
  });

  it('fills the carrier code, a read-only field, on insert', () => {
    carrierStore.insert(db, [{ carrieR_NM: 'R+L CARRIERS' }]);
    const row = carrierStore.load(
      db,
      registry.configuration.CarrierMaster.list.input.parse({
        filter: ['carrieR_NM', '=', 'R+L CARRIERS'],
      }),
    ).data[0];
    expect(row).toMatchObject({ carrieR_ID: 'RLCARRIERS', primarY_CR: false });
  });
});

describe('grid store: a large table', () => {
  it('counts and pages filters matching few or most of 25,000 bulk locations', () => {
    seedBulkLocations(db, 25_000);
    let all = allRows();
    const expectPage = (text: string, sort: { selector: string; desc?: boolean }[]) => {
      const matching = all.filter((r) => r.location_nm.toLowerCase().includes(text.toLowerCase()));
      const page = load({
        filter: ['location_nm', 'contains', text],
        sort,
        skip: 5,
        take: 10,
        requireTotalCount: true,
      });
      expect(page.totalCount, text).toBe(matching.length);
      return { page: page.data.map((r) => r.location_cd), matching };
    };
    // Most rows match: the page is read in sort order.
    const dense = expectPage('aisle', [{ selector: 'location_cd', desc: true }]);
    expect(dense.matching.length).toBe(25_000);
    expect(dense.page).toEqual(
      dense.matching
        .map((r) => r.location_cd)
        .sort()
        .reverse()
        .slice(5, 15),
    );
    // Few rows match: the page comes from the search index.
    const sparse = expectPage('aisle 07 bin 1', [{ selector: 'location_nm' }, { selector: 'location_cd' }]);
    expect(sparse.matching.length).toBe(100);
    expect(sparse.page).toEqual(
      sparse.matching
        .map((r) => r.location_cd)
        .sort()
        .slice(5, 15),
    );
    // Texts shorter than a trigram: their totals are counted after the bulk insert (location-search schema).
    for (const short of ['7', 'Q', 'ck', '99']) expectPage(short, [{ selector: 'location_cd' }]);
    // The search index and the counts are kept up to date again after the bulk insert.
    addLocations([['NEW9', 'Aisle 99 overflow']]);
    expect(codes({ filter: ['location_nm', 'contains', 'aisle 99 over'] })).toEqual(['NEW9']);
    all = allRows();
    expectPage('99', [{ selector: 'location_cd' }]);
  });
});
