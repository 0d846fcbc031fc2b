import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveWay } from './give-way.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A gateway stand-in whose procedure call answers when the test says, watched by `others`. */
async function withSlowCall() {
  const others = giveWay();
  const app = Fastify({ logger: false });
  others.watch(app);
  let answer: () => void = () => {};
  let arrived: () => void = () => {};
  const called = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/trpc/:path', () => {
    arrived();
    return new Promise<{ ok: true }>((resolve) => {
      answer = () => resolve({ ok: true });
    });
  });
  app.get('/api/file/x', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { others, app, url: `http://127.0.0.1:${port}`, called, answer: () => answer() };
}

/** Whether `promise` settles before the timers move. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('an export giving way to calls', () => {
  it('goes on at once when no call is in flight', async () => {
    const { others, app } = await withSlowCall();
    expect(await settledNow(others.until(50))).toBe(true);
    await app.close();
  });

  it('rests while a procedure call is in flight, and goes on as soon as it is answered', async () => {
    const { others, app, url, called, answer } = await withSlowCall();
    const call = fetch(`${url}/trpc/configuration.SystemParameters.list`);
    await called;
    // Downloads are not others' calls: they do not count.
    await fetch(`${url}/api/file/x`);
    const resting = others.until(10_000);
    expect(await settledNow(resting)).toBe(false);
    answer();
    await call;
    await vi.advanceTimersByTimeAsync(0);
    expect(await settledNow(resting)).toBe(true);
    await app.close();
  });

  it('rests no longer than it is told while calls stay in flight', async () => {
    const { others, app, url, called, answer } = await withSlowCall();
    const call = fetch(`${url}/trpc/configuration.SystemParameters.list`);
    await called;
    await fetch(`${url}/api/file/x`);
    const resting = others.until(40);
    expect(await settledNow(resting)).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(await settledNow(resting)).toBe(true);
    answer();
    await call;
    await app.close();
  });
});
