import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePlant } from '../plant.js';
import { type PlantClient, startTestPlant } from '../testing.js';

// A 'contains' of one or two characters gets its total from the location-search schema's counts,
// which triggers keep; the rows still come from LIKE. Each write is followed by a comparison.
let plant: FakePlant;
let client: PlantClient;
let admin: string;

beforeAll(async () => {
  ({ client, ...plant } = await startTestPlant());
  admin = await client.signIn('admin', 'FGSSMX01');
});
afterAll(() => plant.close());

interface Location {
  id: number;
  location_cd: string;
  location_nm: string;
}
const list = async (input: Record<string, unknown>) =>
  (await client.call('configuration.LocationMaster.list', input, { token: admin })).body as {
    data: Location[];
    totalCount?: number;
  };
/** As LIKE compares: ASCII letters folded, nothing else. */
const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const terms = ['a', 'K', 'k3', 'Ñ', 'ñ', '%', '_x', '0', 'zq'];

async function expectTotalsMatchRows() {
  const all = (await list({})).data;
  for (const field of ['location_cd', 'location_nm'] as const)
    for (const term of terms) {
      const reply = await list({ filter: [field, 'contains', term], requireTotalCount: true, take: 5 });
      const matching = all.filter((l) => fold(l[field]).includes(fold(term)));
      expect([field, term, reply.totalCount]).toEqual([field, term, matching.length]);
      expect(reply.data).toEqual(matching.slice(0, 5));
    }
}

describe('the total of a contains shorter than a trigram', () => {
  it('counts the seed, then follows locations added, renamed and deleted', async () => {
    await expectTotalsMatchRows();
    const rows = [
      { location_cd: 'K3K3', location_nm: 'Año 100% _x' },
      { location_cd: 'ZQ1', location_nm: 'AÑO zq aaa' },
    ];
    expect((await client.call('configuration.LocationMaster.insert', rows, { token: admin })).status).toBe(200);
    await expectTotalsMatchRows();
    const added = (await list({ filter: ['location_cd', 'startswith', 'K3K3'] })).data[0] as Location;
    const renamed = { ...added, location_nm: 'kiosk' };
    expect((await client.call('configuration.LocationMaster.update', [renamed], { token: admin })).status).toBe(200);
    await expectTotalsMatchRows();
    const gone = [{ id: added.id }];
    expect((await client.call('configuration.LocationMaster.remove', gone, { token: admin })).status).toBe(200);
    await expectTotalsMatchRows();
  });
});
