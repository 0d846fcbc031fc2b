import type { ServerResponse } from 'node:http';
import { EVENTS_TICKET_URL, PRINT_CENTER_EVENTS_PATH, PRINT_CENTER_STREAM_URL } from '@fgss/contracts';
import type { FastifyInstance } from 'fastify';
import { Agent, fetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';
import { serviceUrlsAt } from '../config.js';
import { startPlantBehindGateway } from '../test/plant.js';
import { trpc } from '../test/trpc-http.js';

/**
 * Attack: one viewer opens many Print Center streams (one ticket used over and over, or many
 * tickets) and leaves them, so that every other call waits for a connection to the plant. A
 * ticket opens one stream, a user past the cap and an instance past its own are refused with 429
 * and Retry-After, streams never use the calls' connections, and a stream whose browser left,
 * also before the plant answered, gives its plant connection and its slot back.
 */
const env = await startPlantBehindGateway({ streamsPerUser: 2 });
const small: FastifyInstance = await buildGateway({
  serviceUrls: serviceUrlsAt(env.plant.url),
  jwtSecret: env.jwtSecret,
  logLevel: 'silent',
  webDist: null,
  streamsPerInstance: 1,
});
const client = new Agent();
const [gateway, smallGateway] = await Promise.all([env.app.listen({ port: 0 }), small.listen({ port: 0 })]);
afterAll(async () => {
  // The test's own connections first: one the client opened and never used holds a server's close.
  await client.destroy();
  await small.close();
  await env.close();
});

/** The plant's side of every event stream it was asked for, and the gateway's requests. */
const plantStreams: ServerResponse[] = [];
let plantStreamHook: (() => void) | null = null;
env.plant.app.server.on('request', (req, res) => {
  if (!req.url?.endsWith(PRINT_CENTER_EVENTS_PATH)) return;
  plantStreams.push(res);
  plantStreamHook?.();
});
let gatewayRequests = 0;
env.app.server.on('request', () => gatewayRequests++);
const plantHoldsNoStream = () => plantStreams.every((res) => res.closed);
/** How long a close may take to reach the plant on a busy machine. */
const settled = { timeout: 10_000 };

async function ticketOf(token: string, at = gateway) {
  const res = await fetch(`${at}${EVENTS_TICKET_URL}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    dispatcher: client,
  });
  const body = (await res.json()) as { ticket?: string; message?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...body };
}

/** Opens a stream as the EventSource does: its status once the headers came, and how to leave. */
function openStream(ticket: string, at = gateway) {
  const controller = new AbortController();
  const answered = fetch(`${at}${PRINT_CENTER_STREAM_URL}?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
    dispatcher: client,
  }).then(
    async (res) => ({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      message: res.ok ? '' : ((await res.json()) as { message: string }).message,
    }),
    () => ({ status: 0, retryAfter: null, message: 'left' }),
  );
  return { answered, leave: () => controller.abort() };
}

const signIn = async (user: 'admin' | 'planner' | 'viewer') => (await env.signIn(user)).token;

describe('Print Center streams cannot take the gateway from everyone else', () => {
  it('a ticket opens one stream however often it is used', async () => {
    const token = await signIn('viewer');
    const { ticket = '' } = await ticketOf(token);
    const streams = Array.from({ length: 64 }, () => openStream(ticket));
    const statuses = (await Promise.all(streams.map((s) => s.answered))).map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(63);
    for (const s of streams) s.leave();
    await expect.poll(plantHoldsNoStream, settled).toBe(true);
  });

  it('refuses a user past the cap, stream and ticket alike, with 429, Retry-After and why', async () => {
    const token = await signIn('planner');
    const tickets = await Promise.all([1, 2, 3].map(async () => (await ticketOf(token)).ticket ?? ''));
    const streams = tickets.map((ticket) => openStream(ticket));
    const answers = await Promise.all(streams.map((s) => s.answered));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(refused?.message).toMatch(/at most 2 live Print Center views/);
    const ticket = await ticketOf(token);
    expect([ticket.status, ticket.ticket, Number(ticket.retryAfter) > 0]).toEqual([429, undefined, true]);

    for (const s of streams) s.leave();
    await expect.poll(async () => (await ticketOf(token)).status, settled).toBe(200);
    await expect.poll(plantHoldsNoStream, settled).toBe(true);
  });

  it('refuses a stream past the instance cap, whoever asks', async () => {
    const first = openStream((await ticketOf(await signIn('viewer'), smallGateway)).ticket ?? '', smallGateway);
    expect((await first.answered).status).toBe(200);
    const other = await ticketOf(await signIn('admin'), smallGateway);
    expect([other.status, other.message]).toEqual([429, expect.stringMatching(/as many live Print Center views/)]);
    first.leave();
    await expect.poll(plantHoldsNoStream, settled).toBe(true);
  });

  it('after 128 streams asked on one ticket and left, sign-in and calls still answer', async () => {
    const token = await signIn('viewer');
    const { ticket = '' } = await ticketOf(token);
    const before = gatewayRequests;
    const streams = Array.from({ length: 128 }, () => openStream(ticket));
    // Every stream reached the gateway and one the plant before the viewer leaves them all.
    await expect
      .poll(() => gatewayRequests - before >= 128 && plantStreams.some((res) => !res.closed), settled)
      .toBe(true);
    for (const s of streams) s.leave();

    const signedIn = await trpc(env.app, 'auth.authentication.token', await env.signInInput('planner'));
    expect(signedIn.status).toBe(200);
    const list = await trpc(env.app, 'configuration.LocationMaster.list', {}, { token });
    expect(list.ok).toBe(true);
    await expect.poll(plantHoldsNoStream, settled).toBe(true);
  });

  it('a browser that leaves while the plant has not answered yet gives the connection and its slot back', async () => {
    const token = await signIn('admin');
    for (let i = 0; i < 3; i++) {
      const { ticket = '' } = await ticketOf(token);
      let stream: ReturnType<typeof openStream> | undefined;
      // The plant has the gateway's request and has not answered: the browser leaves now.
      plantStreamHook = () => stream?.leave();
      stream = openStream(ticket);
      expect((await stream.answered).status).toBe(0);
      plantStreamHook = null;
    }
    await expect.poll(plantHoldsNoStream, settled).toBe(true);
    const again = openStream((await ticketOf(token)).ticket ?? '');
    expect((await again.answered).status).toBe(200);
    again.leave();
    await expect.poll(plantHoldsNoStream, settled).toBe(true);
  });
});
