import { request as httpRequest, type IncomingMessage } from 'node:http';
import { type ExportRequest, messages } from '@fgss/contracts';
import { reportDate } from '@fgss/workbook';
import { readWorkbook } from '@fgss/workbook/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGateway } from '../app.js';
import { serviceUrlsAt } from '../config.js';
import { type StubReply, type StubRequest, startStubService } from '../test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from '../test/tokens.js';

const LOCATION = 'ConfigurationMasters/LocationMaster';
const TOTAL = 12_345;
const rows = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  location_cd: i === 1 ? '=1+2' : `L${i + 1}`,
  location_nm: `Location ${i + 1}`,
  default_loc: i === 0,
}));

/** Pages through `rows` like the fake plant does (no filtering: the test checks what was asked). */
const paging = (req: StubRequest): StubReply => {
  const q = new URL(req.url, 'http://x').searchParams;
  const skip = Number(q.get('skip') ?? 0);
  const take = Number(q.get('take') ?? 10);
  const totalCount = q.get('requireTotalCount') === 'true' ? TOTAL : undefined;
  return { body: { data: rows.slice(skip, skip + take), totalCount } };
};
let reply = paging;
const stub = await startStubService((req) => reply(req));
const viewer = await signToken({ sub: 'viewer', prm: { [LOCATION]: 'R' } });
const nobody = await signToken({ sub: 'nobody', prm: {} });
let app: FastifyInstance;

const request: ExportRequest = {
  procedure: 'configuration.LocationMaster.list',
  loadOptions: {
    filter: ['location_nm', 'contains', 'Location'],
    sort: [{ selector: 'location_cd' }],
    skip: 20,
    take: 10,
  },
  title: 'Location Master',
  columns: [
    { field: 'location_cd', label: 'Location Code' },
    { field: 'location_nm', label: 'Location Name' },
    { field: 'default_loc', label: 'Default' },
  ],
  language: 'ES',
  timeZone: 'UTC',
};
const post = (body: unknown, token: string | null = viewer) =>
  app.inject({
    method: 'POST',
    url: '/api/export',
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  app = await buildGateway({
    serviceUrls: serviceUrlsAt(stub.url),
    jwtSecret: TEST_JWT_SECRET,
    logLevel: 'silent',
    webDist: null,
  });
});
afterEach(() => {
  reply = paging;
  stub.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

describe('POST /api/export', () => {
  it('streams the whole filtered data set as a report workbook named after the title and date', async () => {
    const res = await post(request);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { date, fileDate } = reportDate(new Date(), 'ES', 'UTC');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Location Master ${fileDate}.xlsx"; filename*=UTF-8''${encodeURIComponent(`Location Master ${fileDate}.xlsx`)}`,
    );

    const { rows: sheet } = await readWorkbook(res.rawPayload);
    const values = (n: number) => sheet[n - 1] ?? [];
    expect(values(1)).toEqual(['Location Master']);
    expect(String(values(2)[0])).toMatch(
      new RegExp(`^Fecha: ${date.replaceAll('/', '\\/')} Hora: \\d\\d:\\d\\d:\\d\\d$`),
    );
    expect(values(3)).toEqual(['Location Code', 'Location Name', 'Default']);
    expect(values(4)).toEqual(['L1', 'Location 1', 'Sí']);
    expect(values(5)).toEqual(["'=1+2", 'Location 2', 'No']);
    expect(values(3 + TOTAL)).toEqual([`L${TOTAL}`, `Location ${TOTAL}`, 'No']);
    expect(values(4 + TOTAL)).toEqual(['FIN DEL REPORTE']);
    expect(sheet).toHaveLength(4 + TOTAL);
  });

  it('takes the rows as arrays of the fields it asked from a service that sends them so', async () => {
    const fieldsAsked: unknown[] = [];
    reply = (req) => {
      const fields = String(req.headers['x-export-fields']).split(',');
      fieldsAsked.push(req.headers['x-export-fields']);
      const { body } = paging(req) as { body: { data: Record<string, unknown>[]; totalCount?: number } };
      return { body: { ...body, fields, data: body.data.map((row) => fields.map((f) => row[f])) } };
    };
    const res = await post({ ...request, language: 'EN' });
    expect(res.statusCode).toBe(200);
    const { rows: sheet } = await readWorkbook(res.rawPayload);
    expect(sheet.slice(3, 5)).toEqual([
      ['L1', 'Location 1', 'Yes'],
      ["'=1+2", 'Location 2', 'No'],
    ]);
    expect(sheet).toHaveLength(4 + TOTAL);
    expect(new Set(fieldsAsked)).toEqual(new Set(['location_cd,location_nm,default_loc']));
  });

  it('answers 502 before any byte when the first page’s arrays are not the fields asked, or not their values', async () => {
    const pages: StubReply[] = [
      { body: { fields: ['location_nm', 'location_cd', 'default_loc'], data: [['Location 1', 'L1', true]] } },
      { body: { fields: ['location_cd', 'location_nm', 'default_loc'], data: [['L1', 'Location 1', 'yes']] } },
    ];
    for (const page of pages) {
      reply = () => page;
      const res = await post(request);
      expect([res.statusCode, res.json().message]).toEqual([502, 'The service sent an unexpected reply']);
    }
  });

  it('writes a column of options as the grid shows it: the option’s label, not its code', async () => {
    const texts = { L1: 'L1 - Dock one', L3: 'L3 - Dock three' };
    const res = await post({
      ...request,
      columns: [{ field: 'location_cd', label: 'Location Code', texts }, ...request.columns.slice(1)],
    });
    expect(res.statusCode).toBe(200);
    const { rows: sheet } = await readWorkbook(res.rawPayload);
    expect(sheet[3]).toEqual(['L1 - Dock one', 'Location 1', 'Sí']);
    // A value without a text stays as the service wrote it.
    expect(sheet[4]?.[0]).toBe("'=1+2");
    expect(sheet[5]?.[0]).toBe('L3 - Dock three');
  });

  it.each(['BoxHarnessReport', 'CustGroupMaster', 'OverShipmentTrace'])(
    'names a one-word title’s file with its date after _, as the spec’s %s_date',
    async (title) => {
      const res = await post({ ...request, title });
      expect(res.statusCode).toBe(200);
      const { fileDate } = reportDate(new Date(), 'ES', 'UTC');
      expect(res.headers['content-disposition']).toContain(`filename="${title}_${fileDate}.xlsx"`);
    },
  );

  it('asks every page with the grid’s filter and sort, and its own skip and take', async () => {
    await post(request);
    const asked = stub.requests.map((r) => new URL(r.url, 'http://x').searchParams);
    // Pages of 1,000 rows: 12,345 rows take 13 of them.
    expect(asked.map((q) => [q.get('skip'), q.get('take')])).toEqual(
      Array.from({ length: 13 }, (_, page) => [String(page * 1000), '1000']),
    );
    for (const q of asked) {
      expect(JSON.parse(q.get('filter') ?? '')).toEqual(['location_nm', 'contains', 'Location']);
      expect(JSON.parse(q.get('sort') ?? '')).toEqual([{ selector: 'location_cd' }]);
    }
    for (const r of stub.requests) expect(r.headers.authorization).toBe(`Bearer ${viewer}`);
    // One export cursor on every page, so the service may keep its ordered result between them.
    const cursors = new Set(stub.requests.map((r) => r.headers['x-export-cursor']));
    expect([cursors.size, typeof [...cursors][0]]).toEqual([1, 'string']);
  });

  it("answers 404 '[20024]No records found' when the filter matches nothing", async () => {
    reply = () => ({ body: { data: [], totalCount: 0 } });
    const res = await post(request);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.noRecords });
  });

  it('refuses unknown and non-list procedures, unknown columns and bad load options', async () => {
    const cases: [unknown, string][] = [
      [{ ...request, procedure: 'configuration.Nothing.list' }, "Unknown procedure 'configuration.Nothing.list'"],
      [
        { ...request, procedure: 'configuration.LocationMaster.getDefaults' },
        "'configuration.LocationMaster.getDefaults' is not a grid list and cannot be exported",
      ],
      [
        { ...request, procedure: 'auth.authentication.token' },
        "'auth.authentication.token' is not a grid list and cannot be exported",
      ],
      [{ ...request, columns: [{ field: 'password', label: 'x' }] }, "Unknown column 'password' in export"],
      [{ ...request, loadOptions: { filter: ['secret', '=', 1] } }, "filter: Unknown column 'secret' in filter"],
      [{ ...request, columns: [] }, 'columns: at least one column is required'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(stub.requests).toHaveLength(0);
  });

  it('needs a session and the list’s own permission', async () => {
    const anonymous = await post(request, null);
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, messages.sessionExpired]);
    const refused = await post(request, nobody);
    expect([refused.statusCode, refused.json().message]).toEqual([403, messages.forbidden]);
    expect(stub.requests).toHaveLength(0);
  });

  it('passes a service failure on before any byte of the file', async () => {
    reply = () => ({ status: 401, body: { message: 'jwt expired' } });
    const res = await post(request);
    expect([res.statusCode, res.json().message]).toEqual([401, messages.sessionExpired]);
  });

  it('stops asking the service for pages when the download is cancelled', async () => {
    const pages = 100;
    reply = (req) => {
      const q = new URL(req.url, 'http://x').searchParams;
      const [skip, take] = [Number(q.get('skip')), Number(q.get('take'))];
      const data = Array.from({ length: take }, (_, i) => ({
        ...rows[0],
        id: skip + i + 1,
        location_cd: `C${skip + i}`,
      }));
      return { body: { data, totalCount: pages * take } };
    };
    const served = await buildGateway({
      serviceUrls: serviceUrlsAt(stub.url),
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent',
      webDist: null,
    });
    try {
      await served.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.server.address() as { port: number };
      const res = await new Promise<IncomingMessage>((resolve) => {
        const req = httpRequest({ port, host: '127.0.0.1', path: '/api/export', method: 'POST' }, resolve)
          .setHeader('content-type', 'application/json')
          .setHeader('authorization', `Bearer ${viewer}`);
        req.end(JSON.stringify(request));
      });
      expect(res.statusCode).toBe(200);
      res.destroy();
      // Wait until the gateway has stopped asking (no new page for half a second).
      let asked = -1;
      while (asked !== stub.requests.length) {
        asked = stub.requests.length;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(asked).toBeLessThan(pages / 2);
      // And tells the service at once that it may free what it keeps for the export.
      const pagesAsked = stub.requests.filter((r) => r.method === 'GET');
      const released = stub.requests.filter((r) => r.method === 'DELETE');
      expect(released.map((r) => [r.url, r.headers['x-export-cursor'], r.headers.authorization])).toEqual([
        ['/configuration/export-cursor', pagesAsked[0]?.headers['x-export-cursor'], `Bearer ${viewer}`],
      ]);
    } finally {
      await served.close();
    }
  });

  it('runs at most two exports of one user at once, the next eight in turn, refusing more with 429 and the limit', async () => {
    // Exports whose service never answers stay running until the gateway gives up on it.
    reply = () => 'hang';
    const busy = await buildGateway({
      serviceUrls: serviceUrlsAt(stub.url),
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent',
      webDist: null,
      // The two running exports end when the gateway gives up on them: long enough for the rest
      // of the test to be asked meanwhile on a loaded machine.
      upstreamTimeoutMs: 5_000,
      exportsPerUser: 2,
    });
    const postTo = (token: string) =>
      busy.inject({
        method: 'POST',
        url: '/api/export',
        payload: request,
        headers: { authorization: `Bearer ${token}` },
      });
    try {
      const running = [postTo(viewer), postTo(viewer)];
      await vi.waitFor(() => expect(stub.requests).toHaveLength(2), { timeout: 4_000 });
      // Eighteen more: whichever come first, eight wait their turn and ten are refused at once.
      let refused = 0;
      const more = Array.from({ length: 18 }, () =>
        postTo(viewer).then((res) => {
          if (res.statusCode === 429) refused++;
          return res;
        }),
      );
      await vi.waitFor(() => expect(refused).toBe(10), { timeout: 4_000 });
      // Another user is not held up by them, and the waiting ones have asked the service nothing.
      reply = paging;
      const other = await signToken({ sub: 'other-viewer', prm: { [LOCATION]: 'R' } });
      expect((await postTo(other)).statusCode).toBe(200);
      expect(stub.requests.filter((r) => r.headers.authorization === `Bearer ${viewer}`)).toHaveLength(2);
      // Once the running ones are over, the waiting ones run.
      expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual([504, 504]);
      const answers = await Promise.all(more);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(8);
      expect(answers.find((r) => r.statusCode === 429)?.json().message).toBe(
        'A user may run at most 2 exports at once, with 8 more waiting; wait for one to finish.',
      );
      expect((await postTo(viewer)).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
