import type { AppRouter } from '@fgss/gateway/router';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { idempotencyLink } from './idempotency-link';

/** What the gateway would answer next, and the keys the requests carried. */
function harness() {
  const keys: unknown[] = [];
  const answers: ('ok' | 'timeout' | 'refused')[] = [];
  const gateway: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((o) => {
        keys.push(op.context.idempotencyKey);
        const answer = answers.shift() ?? 'ok';
        if (answer === 'ok') {
          o.next({ result: { type: 'data', data: { message: 'ok' } } });
          o.complete();
          return;
        }
        const data =
          answer === 'timeout'
            ? { code: 'GATEWAY_TIMEOUT', httpStatus: 504 }
            : { code: 'BAD_REQUEST', httpStatus: 400 };
        o.error(TRPCClientError.from({ error: { message: answer, code: -32000, data } }));
      });
  const client = createTRPCClient<AppRouter>({ links: [idempotencyLink, gateway] });
  const insert = (name: string) =>
    client.configuration.CarrierMaster.insert.mutate([{ carrieR_NM: name }] as never).catch(() => null);
  return { keys, answers, client, insert };
}

describe('idempotencyLink', () => {
  it('sends the same key when the user retries an action whose outcome stayed unknown (504)', async () => {
    const h = harness();
    h.answers.push('timeout');
    await h.insert('A');
    await h.insert('A');
    expect(h.keys[1]).toBe(h.keys[0]);
    // Once answered, the same input again is a new action with a new key.
    await h.insert('A');
    expect(h.keys[2]).not.toBe(h.keys[1]);
  });

  it('gives every action its own key, and a refusal settles the action', async () => {
    const h = harness();
    h.answers.push('refused');
    await h.insert('B');
    await h.insert('B');
    await h.insert('C');
    expect(new Set(h.keys).size).toBe(3);
    expect(h.keys.every((k) => typeof k === 'string' && /^[0-9a-f]{32}$/.test(k))).toBe(true);
  });

  it('keeps the key a screen gives for an action it retries itself, whatever the answers', async () => {
    const h = harness();
    h.answers.push('refused');
    const send = () =>
      h.client.configuration.CarrierMaster.insert
        .mutate({ rows: [{ carrieR_NM: 'D' }] } as never, { context: { idempotencyKey: 'action-1' } })
        .catch(() => null);
    await send();
    await send();
    expect(h.keys).toEqual(['action-1', 'action-1']);
  });

  it('sends no key with a query', async () => {
    const h = harness();
    await h.client.configuration.CarrierMaster.list.query({} as never);
    expect(h.keys).toEqual([undefined]);
  });
});
