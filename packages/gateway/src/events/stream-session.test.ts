import { EVENTS_HEARTBEAT_MS, EVENTS_TICKET_URL, PRINT_CENTER_STREAM_URL } from '@fgss/contracts';
import { DEMO_PASSWORD } from '@fgss/fake-services';
import type { FastifyInstance } from 'fastify';
import { Agent, fetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { serviceUrlsAt } from '../config.js';
import { startPlantBehindGateway } from '../test/plant.js';
import { trpc } from '../test/trpc-http.js';

/**
 * Attack: keep following Print Center with a session that is gone (password changed, user
 * disabled). A stream asks again whether its token stands at least every heartbeat and ends
 * when it does not; a ticket is asked for a token the authentication service says stands now,
 * not one the gateway's verification cache still trusts.
 */
const env = await startPlantBehindGateway();
const quick: FastifyInstance = await buildGateway({
  serviceUrls: serviceUrlsAt(env.plant.url),
  jwtSecret: env.jwtSecret,
  logLevel: 'silent',
  webDist: null,
  sessionRecheckMs: 1_000,
});
const client = new Agent();
const [gateway, quickGateway] = await Promise.all([env.app.listen({ port: 0 }), quick.listen({ port: 0 })]);
afterAll(async () => {
  await client.destroy();
  await quick.close();
  await env.close();
});

async function ticketOf(token: string, at = gateway) {
  const res = await fetch(`${at}${EVENTS_TICKET_URL}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    dispatcher: client,
  });
  return { status: res.status, ...((await res.json()) as { ticket?: string; message?: string }) };
}

const changePassword = async (username: string) => {
  const changed = await trpc(env.app, 'auth.authentication.changePassword', {
    username,
    oldPassword: DEMO_PASSWORD,
    newPassword: 'Harness2026',
    confirmPassword: 'Harness2026',
    servername: 'FGSSMX01',
  });
  expect(changed.ok, changed.error?.message).toBe(true);
};

describe('a Print Center stream lives no longer than its session', () => {
  it('ends within a heartbeat of a password change', async () => {
    const { token } = await env.signIn('planner');
    const { ticket = '' } = await ticketOf(token, quickGateway);
    const res = await fetch(`${quickGateway}${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`, {
      dispatcher: client,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: printer')) text += (await reader.read()).value ?? '';

    await changePassword('planner');
    const changedAt = performance.now();
    while (!(await reader.read()).done);
    expect(performance.now() - changedAt).toBeLessThan(EVENTS_HEARTBEAT_MS);
  }, 30_000);

  it('is not ticketed to a token revoked a moment ago, though the gateway verified it just before', async () => {
    const { token } = await env.signIn('viewer');
    expect((await ticketOf(token)).status).toBe(200);
    await changePassword('viewer');
    const refused = await ticketOf(token);
    expect([refused.status, refused.ticket]).toEqual([401, undefined]);
  });
});
