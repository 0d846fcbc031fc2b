import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildGateway } from './app.js';
import { serviceUrlsAt } from './config.js';
import { MAX_HEAVY_PER_REQUEST } from './heavy-calls.js';
import { pacer, REFUSAL_SPACING_MS } from './refusal-pacing.js';
import { startStubService } from './test/stub-service.js';
import { signToken, TEST_JWT_SECRET } from './test/tokens.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Which of `promises` have settled so far, by index. */
function settledOf(promises: Promise<unknown>[]) {
  const settled = new Set<number>();
  for (const [i, p] of promises.entries()) void p.then(() => settled.add(i));
  return settled;
}

describe('pacer', () => {
  it("spaces one caller's answers, the first at once, and lets other callers through meanwhile", async () => {
    const pace = pacer(100);
    const settled = settledOf([pace('viewer'), pace('viewer'), pace('viewer'), pace('planner')]);
    await vi.advanceTimersByTimeAsync(0);
    expect([...settled].sort()).toEqual([0, 3]);
    await vi.advanceTimersByTimeAsync(99);
    expect([...settled].sort()).toEqual([0, 3]);
    await vi.advanceTimersByTimeAsync(1);
    expect([...settled].sort()).toEqual([0, 1, 3]);
    await vi.advanceTimersByTimeAsync(100);
    expect([...settled].sort()).toEqual([0, 1, 2, 3]);
  });

  it('answers at once again once the caller has been quiet for the spacing', async () => {
    const pace = pacer(100);
    await pace('viewer');
    await vi.advanceTimersByTimeAsync(100);
    const settled = settledOf([pace('viewer')]);
    await vi.advanceTimersByTimeAsync(0);
    expect([...settled]).toEqual([0]);
  });
});

describe("the gateway's refusals", () => {
  it("are paced per user: a viewer's flood of refused Check batches waits, another user's call does not", async () => {
    const stub = await startStubService(() => ({ status: 200, body: [] }));
    const app = await buildGateway({
      serviceUrls: serviceUrlsAt(stub.url),
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'silent',
      webDist: null,
    });
    const viewer = await signToken({ sub: 'viewer', prm: { 'ConfigurationMasters/BoxLabelFormatMaster': 'R' } });
    const admin = await signToken({ sub: 'admin', prm: { 'ConfigurationMasters/BoxLabelFormatMaster': 'R' } });
    const count = MAX_HEAVY_PER_REQUEST + 1;
    const refused = () =>
      app.inject({
        method: 'POST',
        url: `/trpc/${Array(count).fill('configuration.BoxLabelFormatMaster.check').join(',')}?batch=1`,
        headers: { authorization: `Bearer ${viewer}`, 'content-type': 'application/json' },
        payload: JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, {}]))),
      });
    const floods = [refused(), refused(), refused()];
    const settled = settledOf(floods);
    expect((await floods[0])?.statusCode).toBe(400);
    expect([...settled]).toEqual([0]);
    // The admin's own call is answered while the viewer's refusals wait their turn.
    const list = await app.inject({
      url: `/trpc/configuration.SystemParameters.list?input=${encodeURIComponent(JSON.stringify({ skip: 0, take: 10 }))}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.statusCode).not.toBe(429);
    expect([...settled]).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2 * REFUSAL_SPACING_MS);
    expect((await Promise.all(floods)).map((res) => res.statusCode)).toEqual([400, 400, 400]);
    await app.close();
    await stub.close();
  });
});
