import { addDays, EXPORT_CURSOR_HEADER, EXPORT_CURSOR_PATH, EXPORT_FIELDS_HEADER, MAX_TAKE } from '@fgss/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startSignedInPlant } from '../testing.js';

const { client, viewer: token, admin, close, databases } = await startSignedInPlant(['viewer', 'admin']);
afterAll(close);

const today = new Date().toISOString().slice(0, 10);
const fourWeeks = { plantID: 'JRZ1', dateFrom: addDays(today, -27), dateTo: today, reportOption: 'D' };
type Page = { data: { boxSerialNumber: string }[]; totalCount?: number };

async function search(input: object, cursor?: string): Promise<Page> {
  const headers = cursor ? { [EXPORT_CURSOR_HEADER]: cursor } : undefined;
  const reply = await client.callUnchecked('report.ShipmentReport.search', input, { token, headers });
  if (reply.status !== 200) throw new Error(`${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as unknown as Page;
}

/** Every page of `input` asked the way the gateway's export asks them, `take` rows at a time. */
async function pages(input: object, cursor: string, take: number): Promise<Page['data'][]> {
  const all: Page['data'][] = [];
  for (let skip = 0; ; skip += take) {
    const page = await search({ ...input, skip, take, requireTotalCount: skip === 0 }, cursor);
    all.push(page.data);
    if (page.data.length < take) return all;
  }
}

describe('an export paging with a cursor', () => {
  it('gets exactly the rows, in order, that one whole read gives, and the total on its first page', async () => {
    const whole = await search({ ...fourWeeks, take: MAX_TAKE, requireTotalCount: true });
    expect(whole.data.length).toBeGreaterThan(40);
    const first = await search({ ...fourWeeks, skip: 0, take: 7, requireTotalCount: true }, 'export-1');
    expect(first.totalCount).toBe(whole.totalCount);
    const paged = await pages(fourWeeks, 'export-2', 7);
    expect(paged.flat()).toEqual(whole.data);
    expect(paged.at(-2)).toHaveLength(7);
  });

  it('answers another query under the same cursor with its own rows', async () => {
    const oneDay = { ...fourWeeks, dateFrom: addDays(today, -3), dateTo: addDays(today, -3) };
    const shared = 'export-3';
    const wide = await pages(fourWeeks, shared, 5);
    const narrow = await pages(oneDay, shared, 5);
    const whole = await search({ ...oneDay, take: MAX_TAKE });
    expect(narrow.flat()).toEqual(whole.data);
    expect(narrow.flat().length).toBeLessThan(wide.flat().length);
  });
});

describe('an export asking for fields', () => {
  const fields = ['boxSerialNumber', 'qty', 'shipDate', 'qty'];
  const ask = (input: object, cursor: string, asked = fields.join(',')) =>
    client.callUnchecked('report.ShipmentReport.search', input, {
      token,
      headers: { [EXPORT_CURSOR_HEADER]: cursor, [EXPORT_FIELDS_HEADER]: asked },
    });

  it('gets each row as the values of those fields, in their order, and the total', async () => {
    const whole = (await search({ ...fourWeeks, take: MAX_TAKE, requireTotalCount: true })) as unknown as {
      data: Record<string, unknown>[];
      totalCount: number;
    };
    const first = await ask({ ...fourWeeks, skip: 0, take: 7, requireTotalCount: true }, 'fields-1');
    expect(first.status).toBe(200);
    const page = first.body as unknown as { fields: string[]; data: unknown[][]; totalCount: number };
    expect([page.fields, page.totalCount]).toEqual([fields, whole.totalCount]);
    expect(page.data).toEqual(whole.data.slice(0, 7).map((row) => fields.map((f) => row[f])));
    const next = await ask({ ...fourWeeks, skip: 7, take: 7 }, 'fields-1');
    expect((next.body as unknown as { data: unknown[][] }).data[0]).toEqual(fields.map((f) => whole.data[7]?.[f]));
  });

  it('refuses a field the report has not', async () => {
    const reply = await ask({ ...fourWeeks, skip: 0, take: 7 }, 'fields-2', 'qty,password');
    expect([reply.status, (reply.body as { message?: string }).message]).toEqual([
      400,
      `Unknown field 'password' in ${EXPORT_FIELDS_HEADER}`,
    ]);
  });
});

describe('an abandoned export', () => {
  /** The ordered results the plant keeps for exports in progress. */
  const plantDb = databases.plant('FGSSMX01');
  if (!plantDb) throw new Error('no FGSSMX01 plant database');
  const keptResults = () =>
    (
      plantDb.$client
        .prepare("SELECT count(*) AS n FROM sqlite_temp_master WHERE type = 'table' AND name LIKE 'export%'")
        .get() as { n: number }
    ).n;
  const release = (cursor: string | undefined, as = token) =>
    fetch(`${client.url}/report/${EXPORT_CURSOR_PATH}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${as}`, ...(cursor ? { [EXPORT_CURSOR_HEADER]: cursor } : {}) },
    });

  it('releases its rows as soon as the gateway says so, and only the caller’s own', async () => {
    const before = keptResults();
    await search({ ...fourWeeks, skip: 0, take: 5, requireTotalCount: true }, 'abandoned');
    expect(keptResults()).toBe(before + 1);

    // Another user naming the same cursor reaches nothing of it.
    expect((await release('abandoned', admin)).status).toBe(204);
    expect(keptResults()).toBe(before + 1);

    expect((await release('abandoned')).status).toBe(204);
    expect(keptResults()).toBe(before);
    // A later page of it is still answered (by offset), and keeps nothing.
    const later = await search({ ...fourWeeks, skip: 5, take: 5 }, 'abandoned');
    expect(later.data).toHaveLength(5);
    expect(keptResults()).toBe(before);
  });

  it('needs a session and the cursor', async () => {
    const anonymous = await fetch(`${client.url}/report/${EXPORT_CURSOR_PATH}`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    const none = await release(undefined);
    expect([none.status, ((await none.json()) as { message: string }).message]).toEqual([
      400,
      "Send the export's X-Export-Cursor",
    ]);
  });
});
