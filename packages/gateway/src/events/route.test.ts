import { EVENTS_TICKET_URL, PRINT_CENTER_STREAM_URL } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { serviceUrlsAt } from '../config.js';
import { startPlantBehindGateway } from '../test/plant.js';
import { ticketSealer } from './ticket.js';

/**
 * The browser's Print Center stream through the gateway: a ticket asked with the token opens the
 * plant's stream on any gateway sharing the secret, and nothing opens it without a valid,
 * current ticket of a user with read on a print screen.
 */
const env = await startPlantBehindGateway();
const other: FastifyInstance = await buildGateway({
  serviceUrls: serviceUrlsAt(env.plant.url),
  jwtSecret: env.jwtSecret,
  logLevel: 'silent',
  webDist: null,
});
const [one, two] = await Promise.all([env.app.listen({ port: 0 }), other.listen({ port: 0 })]);
afterAll(async () => {
  await other.close();
  await env.close();
});

async function ticketOf(token: string | null, at = one): Promise<{ status: number; ticket?: string }> {
  const res = await fetch(`${at}${EVENTS_TICKET_URL}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, ...((await res.json()) as { ticket?: string }) };
}

/** Opens the stream and reads until its first printer event; the status when refused. */
async function firstEvent(ticket: string, at = one): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  const res = await fetch(`${at}${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  if (!res.ok || !res.body) return { status: res.status, text: await res.text() };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('event: printer')) text += (await reader.read()).value ?? '';
  controller.abort();
  return { status: res.status, text };
}

describe('the Print Center event stream through the gateway', () => {
  it('opens with a ticket on either gateway and carries the plant printers', async () => {
    const { token } = await env.signIn('viewer');
    const { ticket = '' } = await ticketOf(token);
    const stream = await firstEvent(ticket, two);
    expect(stream.status).toBe(200);
    expect(stream.text).toMatch(/"printerName":"MX01-/);
    // The ticket names nothing of the token.
    expect(ticket).not.toContain(token.split('.')[1]);
  });

  it('refuses a ticket without a token, a forged or expired ticket, and a user without print screens', async () => {
    expect((await ticketOf(null)).status).toBe(401);
    expect((await firstEvent('not-a-ticket')).status).toBe(401);
    const { token } = await env.signIn('viewer');
    const expired = ticketSealer(env.jwtSecret, () => Date.now() - 60_000).seal(token);
    expect((await firstEvent(expired)).status).toBe(401);
    const foreign = ticketSealer('another-secret-0123456789abcdef0123456789').seal(token);
    expect((await firstEvent(foreign)).status).toBe(401);

    env.plant.databases.central.$client
      .prepare("UPDATE group_grants SET can_read = 0 WHERE group_code = 'VIEWER' AND module = 'DemandPrinting'")
      .run();
    const { token: withoutPrinting } = await env.signIn('viewer');
    expect((await ticketOf(withoutPrinting)).status).toBe(403);
  });

  it('ends its streams when the gateway stops, so they do not hold the stop back', async () => {
    const { token } = await env.signIn('admin');
    const { ticket = '' } = await ticketOf(token, two);
    const res = await fetch(`${two}${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`);
    expect(res.status).toBe(200);
    const ended = res.text();
    expect(await other.inFlight.drain(60_000)).toBe(true);
    expect(await ended).toContain(': connected');
  });
});
