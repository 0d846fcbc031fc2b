import { heavyWorkMessages } from '@fgss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxFormatCheck } from '../contract/samples/box-format-check.js';
import { startSignedInPlant } from '../testing.js';

// Two render workers, and at most three label tasks waiting for them in all.
const { client, admin, planner, viewer, close } = await startSignedInPlant(['admin', 'planner', 'viewer'], {
  renderWorkers: 2,
  renderQueue: 3,
});
afterAll(close);

/** A Check of a box format as the user, with what the plant answered and the order it came in. */
const answered: string[] = [];
async function check(token: string, name: string) {
  const res = await fetch(client.urlOf('configuration.BoxLabelFormatMaster.check'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(boxFormatCheck),
  });
  const body = (await res.json()) as { ok?: boolean; message?: string };
  answered.push(name);
  return { name, status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

beforeAll(async () => {
  // Both workers started (and their renderers loaded) before anything is compared.
  expect((await Promise.all([check(admin, 'warm-a'), check(planner, 'warm-b')])).map((r) => r.status)).toEqual([
    200, 200,
  ]);
}, 120_000);

describe('Label Checks in the render pool', () => {
  it("leaves the plant's event loop free: a cheap call answers before the first of a batch of Checks", async () => {
    answered.length = 0;
    // The plant runs in this process: its event loop is this thread's.
    const before = performance.eventLoopUtilization();
    // Two run and three wait: as many as the pool takes at once.
    const checks = [admin, planner, viewer, admin, planner].map((token, i) => check(token, `check ${i}`));
    const cheap = client
      .call('configuration.SystemParameters.list', { skip: 0, take: 10 }, { token: viewer })
      .then((reply) => {
        answered.push('cheap');
        return reply;
      });
    expect((await cheap).status).toBe(200);
    const replies = await Promise.all(checks);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answered[0]).toBe('cheap');
    // The labels were drawn and scanned elsewhere: the loop waited on them, mostly idle.
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.5);
  }, 120_000);

  it("runs one user's Checks one at a time: another user's answers before the first user's second", async () => {
    answered.length = 0;
    const replies = await Promise.all([check(admin, 'admin 1'), check(admin, 'admin 2'), check(planner, 'planner')]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    // Two workers: admin's first and planner's run side by side, admin's second only after admin's first.
    expect(answered.indexOf('planner')).toBeLessThan(answered.indexOf('admin 2'));
    expect(answered.indexOf('admin 1')).toBeLessThan(answered.indexOf('admin 2'));
  }, 120_000);

  it("refuses a user's Check beyond their waiting ones with 429 and Retry-After", async () => {
    const replies = await Promise.all([1, 2, 3, 4].map((i) => check(viewer, `viewer ${i}`)));
    const refused = replies.filter((r) => r.status !== 200);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 429, body: { message: heavyWorkMessages.userBusy('2') } });
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('refuses a Check once the queue for the workers is full with 429 and Retry-After', async () => {
    // Two run, three wait: the sixth finds the queue full.
    const replies = await Promise.all(
      [admin, planner, admin, planner, admin, planner].map((token, i) => check(token, `full ${i}`)),
    );
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 429, body: { message: heavyWorkMessages.plantBusy } });
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
