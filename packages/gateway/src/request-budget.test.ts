import { MAX_TAKE } from '@fgss/contracts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { type StubReply, startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';

let answer: StubReply = { body: { data: [], totalCount: 0 } };
const stub = await startStubService(() => answer);
// A service that does not answer keeps a request running until the gateway gives up on it (1 s).
const app = await buildGateway({
  serviceUrls: serviceUrlsAt(stub.url),
  jwtSecret: TEST_JWT_SECRET,
  logLevel: 'silent',
  webDist: null,
  upstreamTimeoutMs: 1_000,
});
// A viewer is enough to ask for lists.
const viewer = await signToken({
  sub: 'viewer',
  prm: { 'ConfigurationMasters/XREFMaintenance': 'R', 'ConfigurationMasters/LocationMaster': 'R' },
});
afterEach(() => {
  stub.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

const XREF = 'configuration.XREFMaintenance.list';
const LOCATIONS = 'configuration.LocationMaster.list';

/** One GET batching `calls` as the web's httpBatchLink sends them: its status and JSON reply. */
async function batch(calls: [string, object][], token = viewer, gateway = app) {
  const inputs = Object.fromEntries(calls.map(([, input], i) => [i, input]));
  const res = await gateway.inject({
    method: 'GET',
    url: `/trpc/${calls.map(([name]) => name).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

const refusal = (body: unknown) => (body as { error: { message: string; data: { httpStatus: number } } }).error;

describe('what one request may ask for', () => {
  it('refuses a batch whose lists together ask for more rows than the limit, before any reaches a service', async () => {
    const { status, body } = await batch(Array.from({ length: 32 }, () => [XREF, { skip: 0, take: MAX_TAKE }]));
    expect(status).toBe(400);
    expect(refusal(body).message).toBe('A request may load at most 250,000 rows; this one asks for 3,200,000.');
    expect(stub.requests).toHaveLength(0);
  });

  it("counts a list without take as 'all'", async () => {
    const { status, body } = await batch([
      [XREF, {}],
      [LOCATIONS, {}],
      [XREF, { requireTotalCount: true }],
    ]);
    expect([status, refusal(body).message]).toEqual([
      400,
      'A request may load at most 250,000 rows; this one asks for 300,000.',
    ]);
    expect(stub.requests).toHaveLength(0);
  });

  it('refuses more calls in one batch than the limit, saying the limit', async () => {
    const { status, body } = await batch(Array.from({ length: 33 }, () => [LOCATIONS, { take: 10 }]));
    expect([status, refusal(body).message]).toEqual([400, 'A request may batch at most 32 calls; this one has 33.']);
    expect(stub.requests).toHaveLength(0);
  });

  it("passes a screen's own batch: a grid at 'all', a list loaded whole and a page of each other list", async () => {
    const { status, body } = await batch([
      [XREF, { skip: 0, take: MAX_TAKE, requireTotalCount: true }],
      [LOCATIONS, {}],
      ...Array.from({ length: 30 }, (): [string, object] => [LOCATIONS, { skip: 0, take: 50 }]),
    ]);
    expect(status).toBe(200);
    expect(body).toHaveLength(32);
    expect(stub.requests).toHaveLength(32);
  });

  it("runs a user's large requests one at a time, never holding up their small ones or other users", async () => {
    answer = 'hang';
    try {
      const large = (token = viewer) => batch([[LOCATIONS, { skip: 0, take: 5_000 }]], token);
      const first = large();
      await vi.waitFor(() => expect(stub.requests).toHaveLength(1));
      // Six more: whichever come first, four wait their turn and two are refused at once.
      let refused = 0;
      const more = Array.from({ length: 6 }, () =>
        large().then((res) => {
          if (res.status === 429) refused++;
          return res;
        }),
      );
      await vi.waitFor(() => expect(refused).toBe(2));
      // Only the first reached the service; a small request of the same user and another user's large one do.
      answer = { body: { data: [], totalCount: 0 } };
      expect((await batch([[LOCATIONS, { skip: 0, take: 50 }]])).status).toBe(200);
      const other = await signToken({ sub: 'other', prm: { 'ConfigurationMasters/LocationMaster': 'R' } });
      expect((await large(other)).status).toBe(200);
      expect(stub.requests).toHaveLength(3);
      // The first gives up on its silent service; the waiting ones then run, in turn.
      expect((await first).status).toBe(504);
      const answers = await Promise.all(more);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(4);
      const refused429 = answers.find((r) => r.status === 429);
      expect(refusal(refused429?.body).message).toBe(
        'A user may have at most 4 requests of over 1,000 rows waiting; wait for the earlier ones to finish.',
      );
      // A batch refused says when to try again.
      expect(refused429?.retryAfter).toBe('2');
      expect(stub.requests).toHaveLength(7);
    } finally {
      answer = { body: { data: [], totalCount: 0 } };
    }
  });
});

// 0.3 MB at first, then 1 KB a second: two replies of about 0.22 MB put a user over it for minutes.
const metered = await buildGateway({
  serviceUrls: serviceUrlsAt(stub.url),
  jwtSecret: TEST_JWT_SECRET,
  logLevel: 'silent',
  webDist: null,
  replyBurstMb: 0.3,
  replyMbPerSecond: 0.001,
});
afterAll(() => metered.close());

describe("what one user's replies may weigh over time", () => {
  const rows = Array.from({ length: 2_000 }, (_, id) => ({
    id,
    location_cd: `L${id}`,
    location_nm: 'A location with a long enough name'.padEnd(50, '.'),
    default_loc: false,
  }));

  it("refuses a user repeating large replies, 429 with Retry-After, while another user's small calls pass", async () => {
    answer = { body: { data: rows, totalCount: rows.length } };
    try {
      const large = [LOCATIONS, { skip: 0, take: 2_000 }] as [string, object];
      expect((await batch([large], viewer, metered)).status).toBe(200);
      expect((await batch([large], viewer, metered)).status).toBe(200);
      const sent = stub.requests.length;
      const refused = await batch([large, [LOCATIONS, { skip: 0, take: 10 }]], viewer, metered);
      expect(refused.status).toBe(429);
      expect(refusal(refused.body).message).toMatch(
        /^A user may load about 0\.001 MB a second after a first 0\.3 MB; this one loaded more\. Try again in \d+ s\.$/,
      );
      // About (0.44 MB - 0.3 MB) / 1 KB a second: the wait the message names.
      const wait = Number(refused.retryAfter);
      expect(wait).toBeGreaterThan(100);
      expect(refusal(refused.body).message).toContain(`Try again in ${wait} s.`);
      // Nothing reached the service; the same user's small call waits too, another user's passes.
      expect(stub.requests).toHaveLength(sent);
      expect((await batch([[LOCATIONS, { skip: 0, take: 10 }]], viewer, metered)).status).toBe(429);
      const other = await signToken({ sub: 'other', prm: { 'ConfigurationMasters/LocationMaster': 'R' } });
      answer = { body: { data: rows.slice(0, 10), totalCount: rows.length } };
      expect((await batch([[LOCATIONS, { skip: 0, take: 10 }]], other, metered)).status).toBe(200);
    } finally {
      answer = { body: { data: [], totalCount: 0 } };
    }
  });

  it("never refuses a user paging quickly: a screen's pages and lookups are not weighed", async () => {
    const pager = await signToken({ sub: 'pager', prm: { 'ConfigurationMasters/LocationMaster': 'R' } });
    answer = { body: { data: rows.slice(0, 50), totalCount: rows.length } };
    try {
      // Fifty-row pages, each about 4 KB: over a hundred of them pass the 0.3 MB allowance many times.
      for (let page = 0; page < 120; page++)
        expect((await batch([[LOCATIONS, { skip: page * 50, take: 50 }]], pager, metered)).status).toBe(200);
    } finally {
      answer = { body: { data: [], totalCount: 0 } };
    }
  });
});
