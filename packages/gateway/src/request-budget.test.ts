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
async function batch(calls: [string, object][], token = viewer) {
  const inputs = Object.fromEntries(calls.map(([, input], i) => [i, input]));
  const res = await app.inject({
    method: 'GET',
    url: `/trpc/${calls.map(([name]) => name).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
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
      expect(refusal(answers.find((r) => r.status === 429)?.body).message).toBe(
        'A user may have at most 4 requests of over 1,000 rows waiting; wait for the earlier ones to finish.',
      );
      expect(stub.requests).toHaveLength(7);
    } finally {
      answer = { body: { data: [], totalCount: 0 } };
    }
  });
});
