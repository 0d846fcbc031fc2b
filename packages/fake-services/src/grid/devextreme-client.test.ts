/**
 * The grid protocol as a real DevExtreme data client speaks it: DevExtreme's ASP.NET data store
 * (devextreme-aspnet-data-nojquery over devextreme's CustomStore and DataSource) loads the grids of
 * a running fake plant, building its own requests and reading the replies its own way.
 */
import { createRequire } from 'node:module';
import { type CallName, MAX_TAKE } from '@fgss/contracts';
import type CustomStore from 'devextreme/data/custom_store';
import type DataSourceClass from 'devextreme/data/data_source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, api, target } from '../contract/kit.js';
import type { FakePlant } from '../plant.js';
import { PlantClient, startTestPlant } from '../testing.js';

const require = createRequire(import.meta.url);
// DevExtreme sends through the browser's XMLHttpRequest, which Node lacks: xhr2 is one for Node.
// Without a page every URL is cross-origin to DevExtreme, so it wants an XHR that can do CORS,
// which it tells by the withCredentials flag xhr2 does not declare.
const Xhr2: new () => object = require('xhr2');
class NodeXhr extends Xhr2 {
  withCredentials = false;
}
require('devextreme/core/utils/window').getWindow().XMLHttpRequest = NodeXhr;
const DataSource: typeof DataSourceClass = require('devextreme/data/data_source').default;
const AspNet: {
  createStore(options: Record<string, unknown>): CustomStore & Store;
} = require('devextreme-aspnet-data-nojquery');

type Row = Record<string, unknown>;
interface Group {
  key: unknown;
  items: Group[] | Row[] | null;
  count?: number;
  summary?: unknown[];
}
interface Extra {
  totalCount: number;
  groupCount: number;
  summary: unknown[] | null;
}
interface Store {
  load(
    options: Record<string, unknown>,
  ): PromiseLike<unknown> & { done(f: (data: unknown, extra: Extra) => void): unknown };
  totalCount(options: Record<string, unknown>): PromiseLike<number>;
}

let plant: FakePlant;

beforeAll(async () => {
  plant = await startTestPlant();
  target.client = new PlantClient(plant.url);
  const reply = await api<{ token: string }>('auth.authentication.token', account);
  target.token = reply.token;
});
afterAll(() => plant?.close());

/** The grid's store; `loadParams` are the grid's scope, sent with every load. */
const store = (grid: string, loadParams: Row = {}) =>
  AspNet.createStore({
    key: 'id',
    loadUrl: `${plant.url}/configuration/${grid}`,
    loadParams,
    onBeforeSend: (_op: string, settings: { headers?: Record<string, string> }) => {
      settings.headers = { ...settings.headers, Authorization: `Bearer ${target.token}` };
    },
  });

/** The store's load: its data and the extra DevExtreme reads from the reply (totals, group count, summary). */
function load(grid: string, options: Row, scope: Row = {}): Promise<{ data: unknown; extra: Extra }> {
  return new Promise((resolve, reject) => {
    const pending = store(grid, scope).load(options);
    pending.done((data, extra) => resolve({ data, extra }));
    pending.then(undefined, reject);
  });
}

/** Every row of a grid, read page by page with our own encoder, to compute what the client should see. */
async function all(grid: string, input: Row = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await api<{ data: Row[] }>(`configuration.${grid}.list` as CallName, {
      ...input,
      skip: rows.length,
      take: MAX_TAKE,
    });
    rows.push(...page.data);
    if (page.data.length < MAX_TAKE) return rows;
  }
}

const fold = (v: unknown) => String(v).toLowerCase();

describe('DevExtreme data client against the fake plant', () => {
  it('pages CarrierMaster with a total count through a DataSource', async () => {
    const carriers = await all('CarrierMaster');
    const ds = new DataSource({ store: store('CarrierMaster'), paginate: true, pageSize: 4, requireTotalCount: true });
    ds.sort({ selector: 'carrieR_NM' });
    const page = (await ds.load()) as Row[];
    expect(ds.totalCount()).toBe(carriers.length);
    const names = carriers.map((c) => String(c.carrieR_NM)).sort();
    expect(page.map((r) => r.carrieR_NM)).toEqual(names.slice(0, 4));
    ds.pageIndex(1);
    expect(((await ds.load()) as Row[]).map((r) => r.carrieR_NM)).toEqual(names.slice(4, 8));
    ds.dispose();
  });

  it('answers a count query with the number of matching rows', async () => {
    const total = await store('LocationMaster').totalCount({ filter: ['location_nm', 'contains', 'rack'] });
    expect(total).toBe(2);
    expect(await store('CarrierMaster').totalCount({})).toBe((await all('CarrierMaster')).length);
  });

  it.each<[string, string, string, string]>([
    // Each text column kind: a case-insensitive (NOCASE) key, a plain text column, a read-only code.
    ['LocationMaster', 'location_cd', 'ship1', 'SHIP1'],
    ['LocationMaster', 'location_nm', 'QUALITY HOLD CAGE', 'Quality hold cage'],
    ['CarrierMaster', 'carrieR_ID', 'upsfreight', 'UPSFREIGHT'],
    ['CarrierMaster', 'carrieR_NM', 'ups freight', 'UPS FREIGHT'],
  ])('compares %s %s without regard to case', async (grid, field, typed, stored) => {
    const rows = await all(grid);
    const value = (r: Row) => String(r[field]);
    const expectIds = async (filter: unknown[], keep: (r: Row) => boolean) => {
      const { data } = await load(grid, { filter });
      const want = rows.filter(keep).map((r) => r.id);
      expect(want.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect((data as Row[]).map((r) => r.id).sort(), JSON.stringify(filter)).toEqual(want.sort());
    };
    const part = typed.slice(1, 4);
    await expectIds([field, '=', typed], (r) => value(r) === stored);
    await expectIds([field, '<>', typed], (r) => value(r) !== stored);
    await expectIds([field, 'contains', part], (r) => fold(value(r)).includes(fold(part)));
    await expectIds([field, 'notcontains', part], (r) => !fold(value(r)).includes(fold(part)));
    await expectIds([field, 'startswith', typed.slice(0, 2)], (r) =>
      fold(value(r)).startsWith(fold(typed.slice(0, 2))),
    );
    await expectIds([field, 'endswith', typed.slice(-2)], (r) => fold(value(r)).endsWith(fold(typed.slice(-2))));
    await expectIds([field, '>=', typed], (r) => fold(value(r)) >= fold(stored));
    await expectIds([field, '<', typed], (r) => fold(value(r)) < fold(stored));
  });

  it('groups XREF parts by customer with group counts, collapsed groups and group summaries', async () => {
    const parts = await all('XREFMaintenance', { plantid: 'JRZ1' });
    const byCustomer = new Map<unknown, Row[]>();
    for (const p of parts) byCustomer.set(p.customerId, [...(byCustomer.get(p.customerId) ?? []), p]);
    const keys = [...byCustomer.keys()].sort((a, b) => fold(b).localeCompare(fold(a)));

    const { data, extra } = await load(
      'XREFMaintenance',
      {
        group: [{ selector: 'customerId', desc: true, isExpanded: false }],
        requireGroupCount: true,
        requireTotalCount: true,
        groupSummary: [
          { selector: 'id', summaryType: 'count' },
          { selector: 'id', summaryType: 'min' },
          { selector: 'id', summaryType: 'max' },
        ],
        skip: 0,
        take: 2,
      },
      { plantid: 'JRZ1' },
    );
    const groups = data as Group[];
    expect(extra.groupCount).toBe(byCustomer.size);
    expect(extra.totalCount).toBe(parts.length);
    expect(groups.map((g) => g.key)).toEqual(keys.slice(0, 2));
    for (const g of groups) {
      const ids = (byCustomer.get(g.key) ?? []).map((p) => p.id as number);
      expect(g.items).toBeNull();
      expect(g.count).toBe(ids.length);
      expect(g.summary).toEqual([ids.length, Math.min(...ids), Math.max(...ids)]);
    }
  });

  it('nests expanded groups with their rows, in group order then the sort', async () => {
    const locations = await all('LocationMaster');
    const { data } = await load('LocationMaster', {
      group: [{ selector: 'default_loc', desc: true }],
      sort: [{ selector: 'location_cd', desc: true }],
    });
    const groups = data as Group[];
    expect(groups.map((g) => g.key)).toEqual([true, false]);
    const [defaults, others] = groups as [Group, Group];
    const codes = (keep: boolean) =>
      locations
        .filter((l) => l.default_loc === keep)
        .map((l) => String(l.location_cd))
        .sort()
        .reverse();
    expect((defaults.items as Row[]).map((r) => r.location_cd)).toEqual(codes(true));
    expect((others.items as Row[]).map((r) => r.location_cd)).toEqual(codes(false));
  });

  it('sends total summaries of the whole filtered data set, not of the page', async () => {
    const formats = await all('HarnessLabelFormatMaster');
    const speeds = formats.map((f) => f.speed as number);
    const { data, extra } = await load('HarnessLabelFormatMaster', {
      take: 1,
      requireTotalCount: true,
      totalSummary: [
        { selector: 'speed', summaryType: 'sum' },
        { selector: 'speed', summaryType: 'avg' },
        { selector: 'speed', summaryType: 'min' },
        { selector: 'speed', summaryType: 'max' },
        { summaryType: 'count' },
      ],
    });
    const sum = speeds.reduce((a, b) => a + b, 0);
    expect((data as Row[]).length).toBe(1);
    expect(extra.totalCount).toBe(formats.length);
    expect(extra.summary).toEqual([sum, sum / speeds.length, Math.min(...speeds), Math.max(...speeds), formats.length]);
  });

  it('nests groups two levels deep, each level with its own counts and summaries', async () => {
    const parts = await all('XREFMaintenance', { plantid: 'JRZ1' });
    const { data, extra } = await load(
      'XREFMaintenance',
      {
        group: [{ selector: 'customerId' }, { selector: 'activE_FLAG', isExpanded: false }],
        groupSummary: [{ summaryType: 'count' }],
        requireGroupCount: true,
      },
      { plantid: 'JRZ1' },
    );
    const groups = data as Group[];
    const customers = [...new Set(parts.map((p) => p.customerId))];
    expect(extra.groupCount).toBe(customers.length);
    expect(groups.map((g) => g.key)).toEqual([...customers].sort((a, b) => fold(a).localeCompare(fold(b))));
    for (const g of groups) {
      const mine = parts.filter((p) => p.customerId === g.key);
      const inner = g.items as Group[];
      expect(g.summary).toEqual([mine.length]);
      expect(inner.map((i) => i.key)).toEqual([false, true].filter((flag) => mine.some((p) => p.activE_FLAG === flag)));
      for (const i of inner) {
        const n = mine.filter((p) => p.activE_FLAG === i.key).length;
        expect([i.items, i.count, i.summary]).toEqual([null, n, [n]]);
      }
    }
  });

  it('groups numbers in ranges with groupInterval', async () => {
    const speeds = (await all('HarnessLabelFormatMaster')).map((f) => f.speed as number);
    const { data } = await load('HarnessLabelFormatMaster', {
      group: [{ selector: 'speed', groupInterval: 4, isExpanded: false }],
    });
    const ranges = new Map<number, number>();
    for (const s of speeds) ranges.set(s - (s % 4), (ranges.get(s - (s % 4)) ?? 0) + 1);
    expect((data as Group[]).map((g) => [g.key, g.count])).toEqual([...ranges].sort((a, b) => a[0] - b[0]));
  });

  it('sums nothing to 0, and has no average, minimum or maximum of nothing', async () => {
    const { extra } = await load('HarnessLabelFormatMaster', {
      filter: ['labelFormat', '=', 'NO SUCH FORMAT'],
      totalSummary: ['sum', 'avg', 'min', 'max', 'count'].map((summaryType) => ({ selector: 'speed', summaryType })),
    });
    expect([extra.totalCount, extra.summary]).toEqual([0, [0, null, null, null, 0]]);
  });

  it('rejects a summary it cannot compute with a clear message', async () => {
    await expect(
      load('CarrierMaster', { totalSummary: [{ selector: 'carrieR_NM', summaryType: 'sum' }] }),
    ).rejects.toMatchObject({ message: "A sum summary needs a number column, not 'carrieR_NM'" });
  });
});
